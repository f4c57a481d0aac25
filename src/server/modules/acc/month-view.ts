// The days of a period view, kept per stored day version: a day's month-view rows (as JSON text) and SUB
// totals are worked out once per revision (domain monthViewDay) and reused by every month, 1=>10 and
// 1=>20 view, full or lite, until the day is written again. A day whose rows the month view does not change
// keeps its stored content text and totals, so it is never serialised again.
// Every write raises the revision, so an entry can never be stale (also with several server instances).
import { datesInsideMonth, monthViewDay } from '../../../domain/acc-period';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Totals } from '../../../domain/totals';
import { ACC_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { docsByIds, latestOfEach, type DocHead } from '../../docs/store';
import { parseJson } from '../../lib/util';

export interface ViewDay {
  day: string;
  version: number;
  edit: boolean;
  totals: Totals;
  totalsJson: string;
  rowsJson: string;
}
interface Entry extends ViewDay {
  revision: number;
  updatedAt: string;
  bytes: number;
}

/** The cache holds at most this much row text (a 150-row day is about 130 KB). */
const MAX_BYTES = 48 * 1024 * 1024;

type Head = Pick<DocHead, 'id' | 'period' | 'version' | 'revision' | 'edit' | 'updated_at'>;

/** The latest version's head of each day of from..to that has a day report. */
async function dayHeads(db: Db, branchId: number, from: string, to: string): Promise<Head[]> {
  const span = { kind: ACC_KIND, branchId, from, to };
  return latestOfEach(db, span, ['id', 'period', 'version', 'revision', 'edit', 'updated_at']);
}

const STAY_DATE = /"check(?:in|out)":"(\d{4}-\d{2}-\d{2})"/g;

/** The check-in and check-out dates in a stored content text (a quote inside a JSON string is escaped, so only row keys match). */
function* stayDates(content: string): Generator<string> {
  for (const m of content.matchAll(STAY_DATE)) yield m[1];
}

export class MonthViewCache {
  private entries = new Map<number, Entry>();
  private bytes = 0;

  private keep(id: number, entry: Entry): void {
    this.drop(id);
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    for (const [oldest, e] of this.entries) {
      if (this.bytes <= MAX_BYTES || oldest === id) break;
      this.entries.delete(oldest);
      this.bytes -= e.bytes;
    }
  }

  private drop(id: number): void {
    const e = this.entries.get(id);
    if (!e) return;
    this.entries.delete(id);
    this.bytes -= e.bytes;
  }

  /** The month-view days of from..to (each day's latest version), in day order. */
  async days(db: Db, branchId: number, month: string, from: string, to: string): Promise<ViewDay[]> {
    const heads = await dayHeads(db, branchId, from, to);
    const fresh = (h: Head) => {
      const e = this.entries.get(h.id);
      return e && e.revision === h.revision && e.updatedAt === h.updated_at ? e : undefined;
    };
    const missing = heads.filter((h) => !fresh(h)).map((h) => h.id);
    for (let i = 0; i < missing.length; i += 100) {
      const docs = await docsByIds(db, missing.slice(i, i + 100));
      for (const d of docs) {
        const stored = parseJson<Totals | null>(d.totals, null) ?? undefined;
        let v: { changed: boolean; totals: Totals; rows?: InvoiceRow[] };
        // Most days have every stay inside the month: shown as stored, without reading their rows.
        if (stored && datesInsideMonth(stayDates(d.content), month)) v = { changed: false, totals: stored };
        else v = monthViewDay(parseJson<InvoiceRow[]>(d.content, []), d.period, month, branchId, stored);
        const rowsJson = v.changed ? JSON.stringify(v.rows) : d.content;
        const totalsJson = v.changed || !stored ? JSON.stringify(v.totals) : d.totals;
        this.keep(d.id, {
          day: d.period,
          version: d.version,
          edit: d.edit === 1,
          totals: v.totals,
          totalsJson,
          rowsJson,
          revision: d.revision,
          updatedAt: d.updated_at,
          bytes: rowsJson.length + totalsJson.length,
        });
      }
    }
    // A day written between the two reads answers the newer version just read.
    return heads.flatMap((h) => {
      const e = this.entries.get(h.id);
      return e ? [e] : [];
    });
  }
}
