import { z } from 'zod';
import { invoiceRow } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';

/** Which reception sum: branch, day, and a version number or the current one. */
export interface SumKey {
  branch: number;
  day: string;
  version: number | 'current';
}
/** What the receptionist is working on: the rows, the maker and the note. */
export interface Work {
  rows: InvoiceRow[];
  maker: string;
  note: string;
}
/** The stored sum the work is based on (version 1 revision 0 when the day has no sum yet). */
export interface Doc {
  branch: number;
  day: string;
  version: number;
  revision: number;
  edit: boolean;
  stored: boolean;
  sentAt: string | null;
  sentBy: string | null;
  updatedBy: string;
}

/** The draft key and outbox chain of a day's sum (every version of the day shares it). */
export const rcId = (branch: number, day: string) => `rc:${branch}:${day}`;

/** A draft's work read back from the device (rows as the contract checks them). */
export const rcWork: z.ZodType<Work> = z.object({ rows: z.array(invoiceRow), maker: z.string(), note: z.string() });
