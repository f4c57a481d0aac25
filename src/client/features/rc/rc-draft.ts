import type { SumDoc, SumKey as DaySumKey, SumWork } from '../../lib/document/day-sum';

/** Which reception sum: branch, day, and a version number or the current one. */
export type SumKey = DaySumKey;
/** What the receptionist is working on: the rows, the maker and the note. */
export type Work = SumWork;
/** The stored sum the work is based on (version 1 revision 0 when the day has no sum yet). */
export type Doc = SumDoc;

/** The draft key and outbox chain of a day's sum (every version of the day shares it). */
export const rcId = (branch: number, day: string) => `rc:${branch}:${day}`;
