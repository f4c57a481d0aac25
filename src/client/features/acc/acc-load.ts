import { EDITING_PAST_DAY, NULL_DAY } from '../../../domain/messages';
import {
  accessRefusal,
  profileMaker,
  sumDocOf,
  type SumDoc,
  type SumKey,
  type SumWork,
} from '../../lib/document/day-sum';
import type { LoadContext, LoadOutcome } from '../../lib/document/types';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { viewDay } from './acc-api';

/** The load steps before the draft step (spec 2 section 4.6: 1/6 to 6/6). */
export const ACC_STEPS = [
  'Checking access',
  'Loading the accountant sum',
  'Reading the sent reception sum',
  'Preparing the rows',
];

/**
 * Loads a day's accountant sum: the access check, the stored sum (the copy kept on this device when
 * offline), or for a day without one the day's sent reception sum as its first version. The server
 * refuses with "Reception Editing Sum - Can't make report" or "Not Find Reception Sum - Can't make report".
 */
export async function loadAccDay(key: SumKey, ctx: LoadContext): Promise<LoadOutcome<SumDoc, SumWork>> {
  const refused = await accessRefusal(key.branch);
  if (refused) return { kind: 'empty', msg: refused };
  ctx.step(1);
  const res = await viewDay(key.branch, key.day, key.version);
  if (!res.ok) {
    ctx.notice(res.error.msg, 'Load Data RC');
    return { kind: 'empty', msg: res.error.msg };
  }
  const stale = 'stale' in res && !!res.stale;
  const answer = res.data;
  if (answer.msg === 'editing') {
    ctx.notice(EDITING_PAST_DAY);
    return { kind: 'empty', msg: EDITING_PAST_DAY };
  }
  if (answer.msg === 'null') {
    ctx.notice(NULL_DAY);
    return { kind: 'empty', msg: NULL_DAY };
  }
  const s = answer.data;
  const fresh = answer.msg === 'new';
  if (fresh) ctx.step(2);
  ctx.step(3);
  const maker = s.maker || (s.edit ? profileMaker(appStore.get(userAtom)) : '');
  return {
    kind: 'ready',
    doc: sumDocOf(s, !fresh),
    work: { rows: s.content, maker, note: s.note },
    stale,
  };
}
