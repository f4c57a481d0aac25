// The accountant sum and the reception sum from an Excel sheet: both read through INPUT FORM EXCEL's reader
// (acc/import-read.ts; the reception sum's rows are the same invoice rows under the same headings) and both
// add the rows to the day's report through its own save (docs/write.ts saveDoc), on the version and revision
// the preview saw. A row the reader had to change (a text that is not a number or a date, a cut text) is
// refused instead, with the reader's reason.
import type { ImportWarning } from '../../../domain/acc-import';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Db } from '../../db/connection';
import type { DocKind } from '../../docs/kind';
import { latestDoc } from '../../docs/store';
import { saveDoc } from '../../docs/write';
import type { AuthUser } from '../../kernel/auth-user';
import { readImport } from '../acc/import-read';
import { accKind } from '../acc/kind';
import { sentReceptionSum } from '../acc/source';
import { rcKind } from '../rc/kind';
import type { Plan, ServerKind } from './plan';

export interface DayPlace {
  branchId: number;
  day: string;
}
interface Base {
  rows: InvoiceRow[];
  version: number;
  revision: number;
  maker: string;
  note: string;
}

const SHOWN = ['HI', 'SI', 'Name', 'Room', 'Check in', 'Check out', 'Room Rate', 'VND'] as const;
const shown = (r: InvoiceRow) =>
  [r.HI, r.SI, r.name, r.room, r.checkin, r.checkout, r.room_rate, r.vnd].map((v) =>
    typeof v === 'number' ? v.toLocaleString('en-US') : String(v ?? ''),
  );
/** The reader's note without what it did instead ("'x' is not a number: 0" -> "'x' is not a number"). */
const reason = (w: ImportWarning) => `${w.column}: ${w.msg.replace(/: (0|left empty|cut|SI left out)$/, '')}`;

/** Where the day's rows start: its latest version, or (accountant sum, first save) the day's sent reception sum. */
async function baseOf(db: Db, k: DocKind<InvoiceRow>, { branchId, day }: DayPlace): Promise<Base> {
  const head = await latestDoc(db, k.kind, branchId, day);
  if (head) return { ...head, rows: k.rowsOf(head.content) };
  const rows = k === accKind ? k.rowsOf((await sentReceptionSum(db, branchId, day)).content) : [];
  return { rows, version: 1, revision: 0, maker: '', note: '' };
}

function sumKind(k: DocKind<InvoiceRow>): ServerKind<DayPlace, { rows: InvoiceRow[]; base: Base }> {
  return {
    async read(db, _me, place, body) {
      const read = await readImport(body, 'accMakeSum', place.branchId);
      const base = await baseOf(db, k, place);
      const refused = new Set(read.warnings.map((w) => w.row));
      const refusals = [...refused].map((row) => ({
        row,
        msg: read.warnings
          .filter((w) => w.row === row)
          .map(reason)
          .join('; '),
      }));
      const kept = read.rows.map((r, i) => ({ r, row: read.sheetRows[i] })).filter((x) => !refused.has(x.row));
      const plan: Plan<{ rows: InvoiceRow[]; base: Base }> = {
        columns: [...SHOWN],
        rows: kept.map(({ r, row }) => ({ row, cells: shown(r) })),
        refusals,
        write: { rows: kept.map((x) => x.r), base },
        hashed: {
          rows: kept.map(({ r: { ID: _id, ...rest } }) => rest),
          version: base.version,
          revision: base.revision,
        },
      };
      return plan;
    },
    async write(db, me, { branchId, day }, { write: { rows, base } }) {
      await saveDoc(db, k, me, branchId, {
        period: day,
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

export const accSheet = sumKind(accKind);
export const rcSheet = sumKind(rcKind);
