// The plan's reads: the month (get_expected), its capacity, its report and the .xlsx download. Viewers
// are the readers of /manager_expected (mayViewExpected); the branch is held to the caller's scope.
import { expectedApi } from '../../../contract/expected';
import { branchById } from '../../../domain/branches';
import { EXPECTED_MISSING } from '../../../domain/expected';
import type { ServerContext, ZodApp } from '../../context';
import { route, sendJson } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { attachment, XLSX_TYPE } from '../../lib/xlsx';
import { BY_BRANCH, BY_BRANCH_ID, viewer } from './access';
import { expectedFileName, expectedXlsx } from './expected-xlsx';
import { monthView, planCapacity, planReport, readPlan } from './month-view';

export function viewRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, expectedApi.getExpected, BY_BRANCH, async (req, reply) => {
    const { me, branchId } = viewer(req);
    const view = await monthView(db, { branchId, month: req.params.month }, me);
    // JSON text: the answer's schema is a union, which the schema serialiser picks by validating the whole
    // month (1,240 cells for 40 rooms) against each branch first; plain JSON.stringify costs a tenth.
    return sendJson(reply, JSON.stringify({ status: 1, ...view }));
  });

  route(app, expectedApi.getCapacity, BY_BRANCH_ID, async (req) => {
    const { branchId } = viewer(req);
    const key = { branchId, month: req.params.month };
    const plan = await readPlan(db, key);
    return {
      status: 1 as const,
      msg: plan.row ? 'ok' : 'null',
      data: planCapacity(plan.cells, plan.rooms.length, key),
    };
  });

  route(app, expectedApi.getReport, BY_BRANCH_ID, async (req) => {
    const { branchId } = viewer(req);
    const key = { branchId, month: req.params.month };
    const plan = await readPlan(db, key);
    return {
      status: 1 as const,
      msg: plan.row ? 'ok' : 'null',
      data: planReport(plan.cells, plan.row, plan.rooms.length, key),
    };
  });

  route(app, expectedApi.downloadExpected, BY_BRANCH_ID, async (req, reply) => {
    const { branchId } = viewer(req);
    const key = { branchId, month: req.params.month };
    const branch = branchById(branchId);
    const code = branch?.code ?? String(branchId);
    const plan = await readPlan(db, key);
    if (!plan.row) throw new HttpError(404, EXPECTED_MISSING);
    const file = await expectedXlsx(plan, key, `${code} ${branch?.name ?? ''}`.trim());
    return reply
      .header('content-disposition', attachment(expectedFileName(code, key.month)))
      .type(XLSX_TYPE)
      .send(file);
  });
}
