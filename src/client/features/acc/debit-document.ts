import type { DebitOnSum } from '../../../contract/acc';
import { branchById } from '../../../domain/branches';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { CANT_SAVE_DATA } from '../../../domain/acc-rules';
import { recomputeRow } from '../../../domain/row-rules';
import { accessRefusal, profileMaker, sumWork, type SumWork } from '../../lib/document/day-sum';
import type { DocBase, DocumentDefinition, LoadOutcome } from '../../lib/document/types';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { accDebitId, getDebitOnSum, saveDebitOnSum } from './acc-api';

// The month's debit on sum (load mode "Debit on Sum", the ACC DEBIT AREA of the month views): one
// versioned document per branch and month. SAVE REPORT saves it; RESET DATA takes the month's debit rows again.
export interface DebitKey {
  branch: number;
  month: string;
}
export interface DebitDoc extends DocBase {
  branch: number;
  month: string;
}
export type DebitDefinition = DocumentDefinition<DebitKey, DebitDoc, SumWork, InvoiceRow>;

const docOf = (s: DebitOnSum, stored = true): DebitDoc => ({
  branch: s.branchId,
  month: s.month,
  version: s.version,
  revision: s.revision,
  edit: s.edit,
  stored,
});

const notHere = { ok: false as const, error: { status: 400, msg: CANT_SAVE_DATA, offline: false } };

async function load(key: DebitKey, ctx: { step(i: number): void; notice(m: string, h?: string): void }) {
  const refused = await accessRefusal(key.branch);
  if (refused) return { kind: 'empty', msg: refused } as const;
  ctx.step(1);
  const res = await getDebitOnSum(key.branch, key.month);
  if (!res.ok) {
    ctx.notice(res.error.msg, 'Load Debit');
    return { kind: 'empty', msg: res.error.msg } as const;
  }
  ctx.step(2);
  const stored = res.data.data;
  const maker = stored?.maker || profileMaker(appStore.get(userAtom));
  const out: LoadOutcome<DebitDoc, SumWork> = stored
    ? { kind: 'ready', doc: docOf(stored), work: { rows: stored.content, maker, note: stored.note } }
    : {
        kind: 'ready',
        doc: { branch: key.branch, month: key.month, version: 1, revision: 0, edit: true, stored: false },
        work: { rows: res.data.collected, maker, note: '' },
      };
  return { ...out, stale: 'stale' in res && !!res.stale };
}

/** The debit on sum as a versioned document: saved (SAVE REPORT), never sent. */
export function debitDefinition(): DebitDefinition {
  return {
    id: (d) => accDebitId(d.branch, d.month),
    steps: ['Checking access', 'Loading the debit on sum', 'Collecting the debit rows of the month'],
    load,
    current: (d) => ({ branch: d.branch, month: d.month }),
    workSchema: sumWork,
    fromAnswer: (answer) => {
      const s = (answer as { data?: DebitOnSum } | null)?.data;
      return s && typeof s.revision === 'number' ? { doc: docOf(s), rows: s.content } : null;
    },
    save: (d, w) =>
      saveDebitOnSum(d.branch, d.month, {
        version: d.version,
        revision: d.revision,
        maker: w.maker.trim(),
        note: w.note,
        content: w.rows,
      }),
    send: () => Promise.resolve(notHere),
    newVersion: () => Promise.resolve(notHere),
    requestEdit: () => Promise.resolve(notHere),
    newRow: (id) => emptyRow(id, new Date().toISOString()),
    recomputeRow: (row, d) => recomputeRow(row, d.branch, 'debit'),
    saveCheck: () => null,
    sendCheck: () => CANT_SAVE_DATA,
    about: (d) => ({
      kind: 'accdebit',
      label: 'ACC DEBIT ON SUM',
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.month}`,
      day: `${d.month}-01`,
      open: `/acc_make/${d.branch}/${d.month}/debit`,
      serverPath: `/acc/month/${d.branch}/get_debit_on_sum/${d.month}`,
      rowLabel: ['HI', 'SI', 'name', 'room'],
    }),
    messages: { saveFailed: 'Error when save data', thing: 'this debit on sum' },
  };
}
