import { accApi } from '../../../contract/acc';
import { daySumCalls, daySumDefinition, type SumDefinition } from '../../lib/document/day-sum';
import { viewOf } from '../../lib/document/draft-envelope';
import { accDayId, newDayVersion, requestDayEdit, saveDay, sendDay } from './acc-api';
import { ACC_STEPS, loadAccDay } from './acc-load';

/** A day's accountant sum as a versioned document (spec 2 sections 2.2, 4 and 5.2), on the shared day-sum code. */
export function accDayDefinition(): SumDefinition {
  return daySumDefinition({
    id: (d) => accDayId(d.branch, d.day),
    steps: ACC_STEPS,
    load: loadAccDay,
    ...daySumCalls({
      kind: 'acc',
      label: 'ACC SUM',
      open: (branch, day) => `/acc_make/${branch}/${day}/current`,
      view: (branch, day) => viewOf(accApi.viewSum, { branchId: branch, date: day }),
      requestSent: 'Your request was sent to the accountant leader.',
      save: saveDay,
      send: sendDay,
      newVersion: newDayVersion,
      requestEdit: requestDayEdit,
    }),
  });
}
