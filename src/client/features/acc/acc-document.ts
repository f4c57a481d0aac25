import { accApi } from '../../../contract/acc';
import { daySumCalls, daySumDefinition, type SumDefinition } from '../../lib/document/day-sum';
import { viewOf } from '../../lib/document/draft-envelope';
import { tr } from '../../lib/i18n';
import { accDayId, newDayVersion, requestDayEdit, saveDay, sendDay } from './acc-api';
import { accSteps, loadAccDay } from './acc-load';

/**
 * A day's accountant sum as a versioned document (spec 2 sections 2.2, 4 and 5.2), on the shared day-sum code;
 * its texts in the user's language when the screen makes it.
 */
export function accDayDefinition(): SumDefinition {
  const t = tr('acc');
  return daySumDefinition({
    id: (d) => accDayId(d.branch, d.day),
    steps: accSteps(),
    load: loadAccDay,
    ...daySumCalls({
      kind: 'acc',
      label: t('ACC SUM'),
      open: (branch, day) => `/acc_make/${branch}/${day}/current`,
      view: (branch, day) => viewOf(accApi.viewSum, { branchId: branch, date: day }),
      requestSent: t('Your request was sent to the accountant leader.'),
      save: saveDay,
      send: sendDay,
      newVersion: newDayVersion,
      requestEdit: requestDayEdit,
    }),
  });
}
