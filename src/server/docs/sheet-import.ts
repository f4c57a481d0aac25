// A day report's rows from an Excel sheet (/input_excel: the accountant sum, the reception sum): the area's
// reader gives invoice rows and the reader's warnings per sheet row; a row the reader had to change (a text
// that is not a number or a date, a cut text) is refused with the reader's reason instead. The confirm adds
// the rows to the day's latest version through the report's own save (saveDoc), on the version and revision
// the preview saw.
import type { ImportResult, ImportWarning } from '../../domain/acc-import';
import type { InvoiceRow } from '../../domain/invoice-row';
import type { Db } from '../db/connection';
import type { ExcelSheet } from '../plugins/excel-import';
import type { DocKind } from './kind';
import { latestDoc } from './store';
import { saveDoc } from './write';

/** What the area's reader answers: the rows, the warnings, and the sheet row of each row. */
export type SheetRows = ImportResult & { sheetRows: number[] };

interface Base {
  rows: InvoiceRow[];
  version: number;
  revision: number;
  maker: string;
  note: string;
}

const SHOWN = ['HI', 'SI', 'Name', 'Room', 'Check in', 'Check out', 'Room Rate', 'VND'];
const shown = (r: InvoiceRow) =>
  [r.HI, r.SI, r.name, r.room, r.checkin, r.checkout, r.room_rate, r.vnd].map((v) =>
    typeof v === 'number' ? v.toLocaleString('en-US') : String(v ?? ''),
  );
/** The reader's note without what it did instead ("'x' is not a number: 0" -> "'x' is not a number"). */
const reason = (w: ImportWarning) => `${w.column}: ${w.msg.replace(/: (0|left empty|cut|SI left out)$/, '')}`;

export function sumSheet(
  k: DocKind<InvoiceRow>,
  readRows: (body: unknown, branchId: number) => Promise<SheetRows>,
  /** The rows a day without a version starts from (the accountant sum: the day's sent reception sum). */
  firstRows: (db: Db, branchId: number, day: string) => Promise<InvoiceRow[]>,
): ExcelSheet<{ rows: InvoiceRow[]; base: Base }> {
  const baseOf = async (db: Db, branchId: number, day: string): Promise<Base> => {
    const head = await latestDoc(db, k.kind, branchId, day);
    if (head) return { ...head, rows: k.rowsOf(head.content) };
    return { rows: await firstRows(db, branchId, day), version: 1, revision: 0, maker: '', note: '' };
  };
  return {
    async read(db, _me, { branchId, period }, body) {
      const read = await readRows(body, branchId);
      const base = await baseOf(db, branchId, period);
      const refused = [...new Set(read.warnings.map((w) => w.row))];
      const kept = read.rows.map((r, i) => ({ r, row: read.sheetRows[i] })).filter((x) => !refused.includes(x.row));
      return {
        columns: SHOWN,
        rows: kept.map(({ r, row }) => ({ row, cells: shown(r) })),
        refusals: refused.map((row) => ({
          row,
          msg: read.warnings
            .filter((w) => w.row === row)
            .map(reason)
            .join('; '),
        })),
        write: { rows: kept.map((x) => x.r), base },
        hashed: {
          rows: kept.map(({ r: { ID: _id, ...rest } }) => rest),
          version: base.version,
          revision: base.revision,
        },
      };
    },
    async write(db, me, { branchId, period }, { write: { rows, base } }) {
      await saveDoc(db, k, me, branchId, {
        period,
        version: base.version,
        revision: base.revision,
        maker: base.maker.trim() || me.name,
        note: base.note,
        content: [...base.rows, ...rows],
      });
      return { count: rows.length };
    },
  };
}
