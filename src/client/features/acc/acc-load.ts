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
import { tr } from '../../lib/i18n';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { viewDay } from './acc-api';

/** The load steps before the draft step (spec 2 section 4.6: 1/6 to 6/6). */
export function accSteps(): string[] {
  const t = tr('acc');
  return [
    t('Checking access'),
    t('Loading the accountant sum'),
    t('Reading the sent reception sum'),
    t('Preparing the rows'),
  ];
}

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
    ctx.notice(res.error.msg, tr('acc')('Load Data RC'));
    return { kind: 'empty', msg: res.error.msg };
  }
  const stale = 'stale' in res && !!res.stale;
  const answer = res.data;
  if (answer.msg === 'editing' || answer.msg === 'null') {
    const msg = tr('acc')(answer.msg === 'editing' ? EDITING_PAST_DAY : NULL_DAY);
    ctx.notice(msg);
    return { kind: 'empty', msg };
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
