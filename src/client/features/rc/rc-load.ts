import { branchToday } from '../../../domain/branches';
import { EDITING_PAST_DAY, NULL_DAY } from '../../../domain/messages';
import { pastDayBlocked } from '../../../domain/rc-roles';
import { tr } from '../../lib/i18n';
import { accessRefusal, profileMaker, sumDocOf } from '../../lib/document/day-sum';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import type { LoadContext, LoadOutcome } from '../../lib/document/types';
import { fromPms, importDebit, viewSum } from './rc-api';
import type { Doc, SumKey, Work } from './rc-draft';

/** The load steps before the draft step (spec 2 section 4.6: 1/6 to 6/6). */
export const RC_STEPS = [
  'Checking access',
  'Loading the sum',
  'Reading invoices from the PMS',
  'Importing debit check-ins',
] as const;

/**
 * Loads a reception sum: the access check, the sum (the copy kept on this device when offline), and
 * for a day with no sum yet (today, or a past day for accountants) the PMS invoices and yesterday's
 * debit check-ins as the first rows.
 */
export async function loadRcSum(
  key: SumKey,
  ctx: LoadContext,
  who: { role: number; defaultMaker: string },
): Promise<LoadOutcome<Doc, Work>> {
  const refused = await accessRefusal(key.branch);
  if (refused) return { kind: 'empty', msg: refused };
  ctx.step(1);
  const res = await viewSum(key.branch, key.day, key.version);
  if (!res.ok) {
    ctx.notice(res.error.msg, tr('rc')('Load Data RC'));
    return { kind: 'empty', msg: res.error.msg, code: res.error.code };
  }
  const stale = 'stale' in res && !!res.stale;
  const answer = res.data;
  const maker = profileMaker(appStore.get(userAtom), who.defaultMaker);
  if (answer.msg === 'editing') {
    ctx.notice(tr('rc')(EDITING_PAST_DAY));
    return { kind: 'empty', msg: EDITING_PAST_DAY };
  }
  if (answer.msg !== 'null') {
    const s = answer.data;
    return {
      kind: 'ready',
      doc: sumDocOf(s),
      work: { rows: s.content, maker: s.maker || (s.edit ? maker : ''), note: s.note },
      stale,
    };
  }
  // The same rule as the server's: a past day is started by accountants only.
  if (key.version !== 'current' || pastDayBlocked(who.role, key.day, branchToday(key.branch))) {
    ctx.notice(tr('rc')(NULL_DAY));
    return { kind: 'empty', msg: NULL_DAY, code: 'NULL_DAY' };
  }
  ctx.step(2);
  const pms = await fromPms(key.branch, key.day);
  if (!pms.ok) console.warn('PMS', pms.error.msg);
  ctx.step(3);
  const debits = await importDebit(key.branch, key.day);
  if (!debits.ok) console.warn('Load Debit', debits.error.msg);
  const doc: Doc = {
    branch: key.branch,
    day: key.day,
    version: 1,
    revision: 0,
    edit: true,
    stored: false,
    sentAt: null,
    sentBy: null,
    updatedBy: '',
  };
  return {
    kind: 'ready',
    doc,
    work: { rows: [...(pms.ok ? pms.data.data : []), ...(debits.ok ? debits.data.data : [])], maker, note: '' },
    stale,
  };
}
