import { z } from 'zod';
import { invoiceRow } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';

/** What the receptionist is working on: the rows, the maker and the note. */
export interface Work { rows: InvoiceRow[]; maker: string; note: string }
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

export const draftKey = (branch: number, day: string) => `rc:${branch}:${day}`;
/** A draft set aside when the saved sum moved on under it (a refused save, another person's save). */
export const conflictKey = (branch: number, day: string) => `rc:${branch}:${day}:conflict`;

export const rcDraft = z.object({
  basedOn: z.object({ version: z.number(), revision: z.number() }),
  work: z.object({ rows: z.array(invoiceRow), maker: z.string(), note: z.string() }),
});
export type RcDraft = z.infer<typeof rcDraft>;

/** A new row with a fresh id; hotel invoices and service invoices are added the same way. */
export function newRowId(): string {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
