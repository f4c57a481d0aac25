import { branchById } from '../../../domain/branches';
import { missingRateCheck } from '../../../domain/row-fields';
import { recomputeRow } from '../../../domain/row-rules';
import { makerCheck } from '../../../domain/versions';
import { daySumDefinition, type SumDefinition } from '../../lib/document/day-sum';
import { newVersion, requestEdit, saveSum, sendSum } from './rc-api';
import { rcId } from './rc-draft';
import { loadRcSum, RC_STEPS } from './rc-load';

export type RcDefinition = SumDefinition;

/** The reception sum as a versioned document (spec 2 sections 2.1, 4 and 5.2). */
export function rcDefinition(who: { role: number; defaultMaker: string }): RcDefinition {
  return daySumDefinition({
    id: (d) => rcId(d.branch, d.day),
    steps: RC_STEPS,
    load: (key, ctx) => loadRcSum(key, ctx, who),
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
    recomputeRow: (row, d) => recomputeRow(row, d.branch, 'sum'),
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
  });
}
