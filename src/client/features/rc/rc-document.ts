import type { RcSum } from '../../../contract/rc';
import { branchById } from '../../../domain/branches';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { missingRateCheck } from '../../../domain/row-fields';
import { recomputeRow } from '../../../domain/row-rules';
import { makerCheck } from '../../../domain/versions';
import type { DocumentDefinition } from '../../lib/document/types';
import { newVersion, requestEdit, saveSum, sendSum } from './rc-api';
import { rcId, rcWork, type Doc, type SumKey, type Work } from './rc-draft';
import { docOf, loadRcSum, RC_STEPS } from './rc-load';

export type RcDefinition = DocumentDefinition<SumKey, Doc, Work, InvoiceRow>;

function fromAnswer(answer: unknown): { doc: Doc; rows: InvoiceRow[] } | null {
  const saved = (answer as { data?: RcSum } | null)?.data;
  return saved && typeof saved.revision === 'number' ? { doc: docOf(saved), rows: saved.content } : null;
}

/** The reception sum as a versioned document (spec 2 sections 2.1, 4 and 5.2). */
export function rcDefinition(who: { role: number; defaultMaker: string }): RcDefinition {
  return {
    id: (d) => rcId(d.branch, d.day),
    steps: RC_STEPS,
    load: (key, ctx) => loadRcSum(key, ctx, who),
    current: (d) => ({ branch: d.branch, day: d.day, version: 'current' }),
    workSchema: rcWork,
    fromAnswer,
    save: (d, w) =>
      saveSum(d.branch, {
        day: d.day,
        version: d.version,
        revision: d.revision,
        maker: w.maker.trim(),
        note: w.note,
        content: w.rows,
      }),
    send: (d, _w, note) => sendSum(d.branch, { day: d.day, version: d.version, revision: d.revision, note }),
    newVersion: (d) => newVersion(d.branch, d.day, d.version),
    requestEdit: (d, reason) => requestEdit(d.branch, { day: d.day, version: d.version, reason }),
    newRow: (id) => emptyRow(id, new Date().toISOString()),
    recomputeRow: (row, d) => recomputeRow(row, d.branch, 'sum'),
    saveCheck: (w) => makerCheck(w.maker),
    sendCheck: (w, d) => makerCheck(w.maker) ?? missingRateCheck(w.rows, d.branch),
    about: (d) => ({
      kind: 'rc',
      label: 'RC SUM',
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.day}`,
      day: d.day,
      open: `/reception_sum/${d.branch}/${d.day}/current`,
      serverPath: `/rc/${d.branch}/view_sum/${d.day}`,
      rowLabel: ['HI', 'SI', 'name', 'room'],
    }),
    messages: {
      saveFailed: 'error on post Sum',
      thing: 'this sum',
      requestSent: 'Your request was sent to the branch manager and the supervisor.',
    },
  };
}
