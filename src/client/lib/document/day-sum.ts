import { z } from 'zod';
import { invoiceRow, type UpSumBody } from '../../../contract/rc';
import { branchById } from '../../../domain/branches';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { missingRateCheck } from '../../../domain/row-fields';
import { recomputeRow } from '../../../domain/row-rules';
import { makerCheck } from '../../../domain/versions';
import { userApi } from '../../../contract/user';
import type { ApiResult } from '../api';
import type { SendResult } from '../outbox';
import { request } from '../request';
import { toast } from '../toast';
import type { ServerView } from './draft-envelope';
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
  const access = await request(userApi.checkAccess, { branchId: branch });
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

/** The calls and names that differ between day sums; `daySumCalls` turns them into the definition's writes. */
export interface DaySumCalls {
  kind: string;
  label: string;
  /** The screen of a day, for drafts ('/reception_sum/3/2026-05-01/current'). */
  open(branch: number, day: string): string;
  /** The view call of a day (`viewOf`; the draft list compares with it). */
  view(branch: number, day: string): ServerView;
  requestSent: string;
  save(branch: number, body: UpSumBody): Promise<SendResult<unknown>>;
  send(
    branch: number,
    body: { day: string; version: number; revision: number; note: string },
  ): Promise<SendResult<unknown>>;
  newVersion(branch: number, day: string, version: number): Promise<ApiResult<unknown>>;
  requestEdit(branch: number, body: { day: string; version: number; reason: string }): Promise<ApiResult<unknown>>;
}

/** Save, send, new version, request edit, the row recompute, the send check and the draft label of a day sum. */
export function daySumCalls(c: DaySumCalls): Omit<Own, 'id' | 'steps' | 'load'> {
  return {
    save: (d, w) =>
      c.save(d.branch, {
        day: d.day,
        version: d.version,
        revision: d.revision,
        maker: w.maker.trim(),
        note: w.note,
        content: w.rows,
      }),
    send: (d, _w, note) => c.send(d.branch, { day: d.day, version: d.version, revision: d.revision, note }),
    newVersion: (d) => c.newVersion(d.branch, d.day, d.version),
    requestEdit: (d, reason) => c.requestEdit(d.branch, { day: d.day, version: d.version, reason }),
    recomputeRow: (row, d) => recomputeRow(row, d.branch, 'sum'),
    sendCheck: (w, d) => makerCheck(w.maker) ?? missingRateCheck(w.rows, d.branch),
    about: (d) => ({
      kind: c.kind,
      label: c.label,
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.day}`,
      day: d.day,
      open: c.open(d.branch, d.day),
      view: c.view(d.branch, d.day),
      rowLabel: ['HI', 'SI', 'name', 'room'],
    }),
    messages: { saveFailed: 'error on post Sum', thing: 'this sum', requestSent: c.requestSent },
  };
}
