import type { BranchFiguresAnswer } from '../../../contract/manager';
import type { ManagerReport, ManagerTotals } from '../../../domain/manager-report';
import type { DocBase } from '../../lib/document/types';

/** Which manager report: branch, day, and a version number or the current one. */
export interface ManKey {
  branch: number;
  day: string;
  version: number | 'current';
}

/** The stored report the work is based on (version 1 revision 0 when the day has none yet). */
export interface ManDoc extends DocBase {
  branch: number;
  day: string;
  /** The branch record's figures the report is priced and summed with. */
  figures: BranchFiguresAnswer;
  /** The server's figures of the stored version (null before the first save). */
  totals: ManagerTotals | null;
  sentAt: string | null;
  sentBy: string | null;
  updatedBy: string;
}

/** What the manager works on: the report's one content row, the maker and the note. */
export interface ManWork {
  rows: ManagerReport[];
  maker: string;
  note: string;
}
