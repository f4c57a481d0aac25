// The demo reception sums' writer: versions and index lines wait for batched inserts; the debit-book effects
// of each send are applied in day order (reception.ts, earlier-years.ts).
import type { InvoiceRow } from '../../../../domain/invoice-row';
import { RECEPTION_KIND } from '../../../../domain/report-kinds';
import { recordDebits, settleCheckIns } from '../debit-book';
import { prepareRows } from '../../../docs/invoice-rows';
import { indexLines, insertIndexLines, RC_INDEX } from '../../../docs/row-index';
import { insertVersions, type NewVersion } from '../../../docs/store';
import type { Db } from '../../../db/connection';

/** 22:30 local time (UTC+7) of a day, as the time a sum was sent; minutes earlier for saves. */
const sentTime = (day: string, minutesBefore = 0): string =>
  new Date(Date.parse(`${day}T15:30:00.000Z`) - minutesBefore * 60_000).toISOString();

export interface Write {
  branchId: number;
  day: string;
  version: number;
  rows: InvoiceRow[];
  sent: boolean;
  maker: string;
  note?: string;
  /** false: a sent sum with no debit-book effects (the earlier years' sums, whose debits were settled long ago). */
  book?: boolean;
}

/** Sums and index lines wait for batched inserts; the debit-book effects of each send are applied in day order. */
export class SeedWriter {
  sums: NewVersion[] = [];
  lines: ReturnType<typeof indexLines> = [];
  constructor(private db: Db) {}

  async write(w: Write): Promise<void> {
    const p = prepareRows(w.rows, w.branchId, w.day);
    const at = sentTime(w.day, w.sent ? 0 : 30);
    this.sums.push({
      kind: RECEPTION_KIND,
      branch_id: w.branchId,
      period: w.day,
      version: w.version,
      revision: w.sent ? 3 : 2,
      edit: w.sent ? 0 : 1,
      maker: w.maker,
      note: w.note ?? '',
      content: p.content,
      totals: JSON.stringify(p.totals),
      updated_at: at,
      updated_by: w.maker,
      sent_at: w.sent ? at : null,
      sent_by: w.sent ? w.maker : null,
      mailed: w.sent ? 1 : 0,
    });
    // The index holds the latest version of a day only: a version 2 replaces the lines of version 1.
    if (w.version > 1) this.lines = this.lines.filter((l) => !(l.branch_id === w.branchId && l.day === w.day));
    this.lines.push(...indexLines(RC_INDEX, w.branchId, w.day, w.version, p.rows));
    if (!w.sent || w.book === false) return;
    const book = {
      branchId: w.branchId,
      day: w.day,
      version: w.version,
      rows: p.rows.map((x) => x.row),
      by: w.maker,
      at,
    };
    await recordDebits(this.db, book);
    await settleCheckIns(this.db, book);
  }

  async flush(): Promise<void> {
    await insertVersions(this.db, this.sums);
    await insertIndexLines(this.db, RC_INDEX, this.lines);
    this.sums = [];
    this.lines = [];
  }
}
