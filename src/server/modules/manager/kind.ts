// The manager daily report as a report kind of the shared core (server/docs): one version per branch and
// day whose content is one row (domain ManagerReport), recomputed on every save from the branch record;
// REQUEST EDIT opens the next version at once and tells the area manager (document 4 "Versions and edit
// requests"). The day's first version needs the sent reception sum and the month's expected plan.
import { branchById } from '../../../domain/branches';
import { flattenField } from '../../../domain/doc-diff';
import type { ManagerReport } from '../../../domain/manager-report';
import { mayViewManagerSum, mayWriteManagerSum } from '../../../domain/manager-roles';
import { ROLE } from '../../../domain/roles';
import { MAN_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import type { DocKind } from '../../docs/kind';
import type { StoredDoc } from '../../docs/store';
import { branchFigures } from '../../kernel/branch-figures';
import { XLSX_TYPE } from '../../lib/xlsx';
import { computeReport, preparedOf, reportRows, totalsOf } from './report';
import { buildReportMail, type ReportMailInput } from './report-mail';
import { buildReportXlsx, reportFileName } from './report-xlsx';
import { plannedDay, receptionSent } from './source';

/** Area managers (role 6) of the branch's area; none: the CEO (role 7). */
export async function areaManagersOrCeo(db: Db, branchId: number): Promise<string[]> {
  const area = branchById(branchId)?.area ?? '';
  const users = await db
    .selectFrom('users')
    .innerJoin('branches', 'branches.id', 'users.branch_id')
    .select(['users.email', 'users.role', 'branches.area'])
    .where('users.blocked', '=', 0)
    .where('users.role', 'in', [ROLE.AREA_MANAGER, ROLE.CEO])
    .execute();
  const area6 = users.filter((u) => u.role === ROLE.AREA_MANAGER && u.area === area);
  return (area6.length > 0 ? area6 : users.filter((u) => u.role === ROLE.CEO)).map((u) => u.email);
}

function mailInput(doc: StoredDoc): ReportMailInput {
  const info = branchById(doc.branch_id);
  return {
    branch: { code: info?.code ?? String(doc.branch_id), name: info?.name ?? String(doc.branch_id) },
    branchId: doc.branch_id,
    day: doc.period,
    version: doc.version,
    maker: doc.maker,
    report: reportRows(doc.content)[0] ?? { ID: 'report', lines: {}, listHI: '', listSI: '' },
    totals: totalsOf(doc),
  };
}

export const managerKind: DocKind<ManagerReport> = {
  kind: MAN_KIND,
  periodKey: 'day',
  label: 'manager report',
  short: 'MAN Sum',
  link: (branchId, day) => `/manager_sum/${branchId}/${day}/current`,
  // Who writes is mayWriteManagerSum (the routes check it: a role 3 needs the manager-sum right).
  roles: {
    write: [ROLE.MANAGER, ROLE.SUPERVISOR],
    newVersion: [ROLE.MANAGER, ROLE.SUPERVISOR],
    afterEdit: [],
    requestTo: [ROLE.AREA_MANAGER],
    answerEdit: [ROLE.AREA_MANAGER, ROLE.CEO],
  },
  editOpensAtOnce: true,
  // Managers complete past days.
  pastBlocked: () => false,
  async prepare(trx, input, stored, _me, branchId, day) {
    // A stored version always holds its one row: none stored means this save makes the day's first version.
    if (stored.length === 0) {
      await receptionSent(trx, branchId, day);
      await plannedDay(trx, branchId, day);
    }
    const { report, totals } = computeReport(
      input[0] as ManagerReport,
      branchId,
      day,
      await branchFigures(trx, branchId),
    );
    return preparedOf(report, totals);
  },
  rowsOf: reportRows,
  // Compared by those who read its versions (view_sum_with_version: mayView), each value of each line a field
  // of its own ('lines.m70.customers'); a past day's version being edited stays hidden from whoever may not
  // write it, as the view answers 'editing'.
  mayRead: (me) => mayViewManagerSum(me),
  diffRows: (content) => reportRows(content).map((r) => flattenField(r, 'lines', 2)),
  editingHiddenFrom: (me, day, today) => day < today && !mayWriteManagerSum(me),
  async mail(doc, note, sender, t) {
    const m = mailInput(doc);
    const mail = buildReportMail(m, note, sender, t);
    const attachment = {
      filename: reportFileName(m.branch.code, m.day, m.version),
      content: await buildReportXlsx(m),
      contentType: XLSX_TYPE,
    };
    return { ...mail, attachments: [attachment] };
  },
  recipients: areaManagersOrCeo,
};
