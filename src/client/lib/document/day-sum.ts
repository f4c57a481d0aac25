import { z } from 'zod';
import { invoiceRow } from '../../../contract/rc';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { makerCheck } from '../../../domain/versions';
import { api } from '../api';
import { toast } from '../toast';
import type { DocumentDefinition } from './types';

// A day sum (the reception sum, the accountant sum): one versioned document per branch and day, made of
// invoice rows, a maker and a note. What both sums share; each feature adds its calls and rules.

/** Which sum: branch, day, and a version number or the current one. */
export interface SumKey {
  branch: number;
  day: string;
  version: number | 'current';
}
/** What the user is working on: the rows, the maker and the note. */
export interface SumWork {
  rows: InvoiceRow[];
  maker: string;
  note: string;
}
/** The stored sum the work is based on (version 1 revision 0 when the day has no sum yet). */
export interface SumDoc {
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
/** A sum as the server answers it (rcSum, accSum). */
export interface StoredSum {
  branchId: number;
  day: string;
  version: number;
  revision: number;
  edit: boolean;
  maker: string;
  note: string;
  content: InvoiceRow[];
  sentAt: string | null;
  sentBy: string | null;
  updatedBy: string;
}

/** A draft's work read back from the device (rows as the contract checks them). */
export const sumWork: z.ZodType<SumWork> = z.object({ rows: z.array(invoiceRow), maker: z.string(), note: z.string() });

export function sumDocOf(s: StoredSum, stored = true): SumDoc {
  return {
    branch: s.branchId,
    day: s.day,
    version: s.version,
    revision: s.revision,
    edit: s.edit,
    stored,
    sentAt: s.sentAt,
    sentBy: s.sentBy,
    updatedBy: s.updatedBy,
  };
}

/** The stored sum and rows in a save, send or new-version answer (`{ data: sum }`), or null. */
export function sumFromAnswer(answer: unknown): { doc: SumDoc; rows: InvoiceRow[] } | null {
  const saved = (answer as { data?: StoredSum } | null)?.data;
  return saved && typeof saved.revision === 'number' ? { doc: sumDocOf(saved), rows: saved.content } : null;
}

/** The maker a new day starts with (spec 2: the name of the person who made the sum): the profile's maker name, else the user's name. */
export function profileMaker(user: { name: string; settings: { makerName?: string } } | null, fallback = ''): string {
  return user?.settings.makerName?.trim() || fallback.trim() || user?.name.trim() || '';
}

/** The access check of a branch (GET /user/check_access): its message when refused (shown as an error toast), else null. Offline passes. */
export async function accessRefusal(branch: number): Promise<string | null> {
  const access = await api.get<{ status: number; msg: string }>(`/user/check_access/${branch}`);
  if (access.ok || access.error.offline) return null;
  toast(access.error.msg, 'danger');
  return access.error.msg;
}

export type SumDefinition = DocumentDefinition<SumKey, SumDoc, SumWork, InvoiceRow>;
type Own = Omit<SumDefinition, 'current' | 'workSchema' | 'fromAnswer' | 'newRow' | 'saveCheck'>;

/** A day sum's definition: what every day sum does the same way, plus the sum's own calls and rules. */
export function daySumDefinition(own: Own): SumDefinition {
  return {
    current: (d) => ({ branch: d.branch, day: d.day, version: 'current' }),
    workSchema: sumWork,
    fromAnswer: sumFromAnswer,
    newRow: (id) => emptyRow(id, new Date().toISOString()),
    saveCheck: (w) => makerCheck(w.maker),
    ...own,
  };
}
