import type { TFunction } from '../../lib/i18n';
import { rcApi } from '../../../contract/rc';
import { daySumCalls, daySumDefinition, type SumDefinition } from '../../lib/document/day-sum';
import { viewOf } from '../../lib/document/draft-envelope';
import { newVersion, requestEdit, saveSum, sendSum } from './rc-api';
import { rcId } from './rc-draft';
import { loadRcSum, RC_STEPS } from './rc-load';

export type RcDefinition = SumDefinition;

/** The reception sum as a versioned document (spec 2 sections 2.1, 4 and 5.2). */
export function rcDefinition(who: { role: number; defaultMaker: string }, t: TFunction<'rc'>): RcDefinition {
  return daySumDefinition({
    id: (d) => rcId(d.branch, d.day),
    steps: RC_STEPS.map((step) => t(step)),
    load: (key, ctx) => loadRcSum(key, ctx, who),
    ...daySumCalls({
      kind: 'rc',
      label: t('RC SUM'),
      open: (branch, day) => `/reception_sum/${branch}/${day}/current`,
      view: (branch, day) => viewOf(rcApi.viewSum, { branchId: branch, date: day }),
      requestSent: t('Your request was sent to the branch manager and the supervisor.'),
      save: saveSum,
      send: sendSum,
      newVersion,
      requestEdit,
    }),
  });
}
