// A branch's survey month as the staff screens read it: the entries (filtered by source), the report
// computed from them (src/domain/survey-report.ts), the previous month for comparison, what the caller
// may do, and the reports already mailed.
import type { SurveyMonth } from '../../../contract/survey';
import { branchById } from '../../../domain/branches';
import { inSendWindow, mayEditSurveyEntries } from '../../../domain/survey';
import { surveyMonthReport } from '../../../domain/survey-report';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';
import { todayOf } from '../../kernel/today';
import { latestMonth, monthBefore, monthEntries, type Generation } from './store';

export async function surveyMonth(
  db: Db,
  me: AuthUser,
  branchId: number,
  month: string,
  generation: Generation,
  loadWith = 'all',
): Promise<SurveyMonth> {
  const keep = <T extends { source: string }>(list: T[]) =>
    loadWith === 'all' ? list : list.filter((e) => e.source === loadWith);
  const [entries, previous, sent, latest] = await Promise.all([
    monthEntries(db, branchId, generation, month).then(keep),
    monthEntries(db, branchId, generation, monthBefore(month)).then(keep),
    db
      .selectFrom('survey_reports')
      .selectAll()
      .where('branch_id', '=', branchId)
      .where('generation', '=', generation)
      .where('month', '=', month)
      .orderBy('id')
      .execute(),
    latestMonth(db, branchId, generation),
  ]);
  const inWindow = inSendWindow(month, todayOf(branchId));
  return {
    branchId,
    branchName: branchById(branchId)?.name ?? String(branchId),
    month,
    generation,
    report: surveyMonthReport(branchId, month, entries, previous),
    entries,
    canReply: me.role === 3 && inWindow,
    canSend: me.role === 3 && inWindow,
    canEdit: mayEditSurveyEntries(me.role),
    sent: sent.map((s) => ({ period: s.period, maker: s.maker, note: s.note, at: s.sent_at, by: s.sent_by })),
    latestMonth: latest,
  };
}
