import { branchById } from '../../../domain/branches';
import { missingRateCheck } from '../../../domain/row-fields';
import { recomputeRow } from '../../../domain/row-rules';
import { makerCheck } from '../../../domain/versions';
import { daySumDefinition, type SumDefinition } from '../../lib/document/day-sum';
import { accDayId, newDayVersion, requestDayEdit, saveDay, sendDay } from './acc-api';
import { ACC_STEPS, loadAccDay } from './acc-load';

/** A day's accountant sum as a versioned document (spec 2 sections 2.2, 4 and 5.2), on the shared day-sum code. */
export function accDayDefinition(): SumDefinition {
  return daySumDefinition({
    id: (d) => accDayId(d.branch, d.day),
    steps: ACC_STEPS,
    load: loadAccDay,
    save: (d, w) =>
      saveDay(d.branch, {
        day: d.day,
        version: d.version,
        revision: d.revision,
        maker: w.maker.trim(),
        note: w.note,
        content: w.rows,
      }),
    send: (d, _w, note) => sendDay(d.branch, { day: d.day, version: d.version, revision: d.revision, note }),
    newVersion: (d) => newDayVersion(d.branch, d.day, d.version),
    requestEdit: (d, reason) => requestDayEdit(d.branch, { day: d.day, version: d.version, reason }),
    recomputeRow: (row, d) => recomputeRow(row, d.branch, 'sum'),
    sendCheck: (w, d) => makerCheck(w.maker) ?? missingRateCheck(w.rows, d.branch),
    about: (d) => ({
      kind: 'acc',
      label: 'ACC SUM',
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.day}`,
      day: d.day,
      open: `/acc_make/${d.branch}/${d.day}/current`,
      serverPath: `/acc/${d.branch}/view_sum/${d.day}`,
      rowLabel: ['HI', 'SI', 'name', 'room'],
    }),
    messages: {
      saveFailed: 'error on post Sum',
      thing: 'this sum',
      requestSent: 'Your request was sent to the accountant leader.',
    },
  });
}
