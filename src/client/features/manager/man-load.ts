import type { ManagerDoc, BranchFiguresAnswer } from '../../../contract/manager';
import type { ErrorCode } from '../../../contract/errors';
import { EDITING_PAST_DAY, NULL_DAY } from '../../../domain/messages';
import { tr } from '../../lib/i18n';
import type { LoadContext, LoadOutcome } from '../../lib/document/types';
import { makeReport, viewReport } from './man-api';
import type { ManDoc, ManKey, ManWork } from './man-draft';

/** The load steps before the draft step. */
export const MAN_STEPS = ['Loading the report', 'Making the report from the reception sum'] as const;

/** What the NOTIFICATION says when the report cannot be made (spec 3 section 8). */
export const makeRefusalText = (msg: string, code?: ErrorCode): string =>
  code === 'RC_EDITING_CANT_MAKE'
    ? tr('manager')('{{msg}}. Please contact the reception to send the sum of this day.', { msg })
    : msg;

export function manDocOf(d: ManagerDoc, figures: BranchFiguresAnswer): ManDoc {
  return {
    branch: d.branchId,
    day: d.day,
    version: d.version,
    revision: d.revision,
    edit: d.edit,
    stored: true,
    figures,
    totals: d.totals,
    sentAt: d.sentAt,
    sentBy: d.sentBy,
    updatedBy: d.updatedBy,
  };
}

/**
 * Loads a manager report: the version asked for; for a day without a report, the users who may write it
 * get the report made from the day's sent reception sum and the month's expected plan (stored on save).
 */
export async function loadManReport(
  key: ManKey,
  ctx: LoadContext,
  who: { mayWrite: boolean; maker: string },
): Promise<LoadOutcome<ManDoc, ManWork>> {
  const res = await viewReport(key.branch, key.day, key.version);
  if (!res.ok) {
    ctx.notice(res.error.msg);
    return { kind: 'empty', msg: res.error.msg };
  }
  const stale = 'stale' in res && !!res.stale;
  const answer = res.data;
  if (answer.msg === 'editing') {
    ctx.notice(tr('manager')(EDITING_PAST_DAY));
    return { kind: 'empty', msg: EDITING_PAST_DAY };
  }
  if (answer.msg === 'ok') {
    const d = answer.data;
    return {
      kind: 'ready',
      doc: manDocOf(d, answer.branch),
      work: { rows: d.content, maker: d.maker || (d.edit ? who.maker : ''), note: d.note },
      stale,
    };
  }
  if (key.version !== 'current' || !who.mayWrite) {
    ctx.notice(tr('manager')(NULL_DAY));
    return { kind: 'empty', msg: NULL_DAY };
  }
  ctx.step(1);
  const made = await makeReport(key.branch, key.day);
  if (!made.ok) {
    ctx.notice(makeRefusalText(made.error.msg, made.error.code));
    return { kind: 'empty', msg: made.error.msg, code: made.error.code };
  }
  const doc: ManDoc = {
    branch: key.branch,
    day: key.day,
    version: 1,
    revision: 0,
    edit: true,
    stored: false,
    figures: made.data.branch,
    totals: null,
    sentAt: null,
    sentBy: null,
    updatedBy: '',
  };
  return { kind: 'ready', doc, work: { rows: made.data.data.content, maker: who.maker, note: '' }, stale };
}
