// The monthly total of services: view_man_total (JSON, with the branch's service rates) and its .xlsx
// download, {branch code}_{YYYY-MM}_ManagerTotal.xlsx.
import { managerApi } from '../../../contract/manager';
import { branchById } from '../../../domain/branches';
import type { ServerContext, ZodApp } from '../../context';
import { branchFigures } from '../../kernel/branch-figures';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { attachment, XLSX_TYPE } from '../../lib/xlsx';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { mayViewTotal } from './access';
import { NO_TOTAL_DATA, readMonthTotal } from './total';
import { buildTotalXlsx, totalFileName } from './total-xlsx';

const policy = { branch: 'branchId' };

export function totalRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, managerApi.viewManTotal, policy, async (req) => {
    mayViewTotal(currentUser(req));
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const total = await readMonthTotal(db, branchId, month);
    if (!total) return { status: 1 as const, msg: 'null' as const };
    const { rates } = await branchFigures(db, branchId);
    return {
      status: 1 as const,
      msg: 'ok' as const,
      data: {
        branchId,
        month,
        days: total.days.map((d) => ({ day: d.day, version: d.version, edit: d.edit })),
        rows: total.rows,
        serviceRate: rates,
      },
    };
  });

  route(app, managerApi.downloadManagerTotal, policy, async (req, reply) => {
    mayViewTotal(currentUser(req));
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const total = await readMonthTotal(db, branchId, month);
    if (!total) throw new HttpError(404, NO_TOTAL_DATA);
    const info = branchById(branchId);
    const branch = { id: branchId, code: info?.code ?? String(branchId), name: info?.name ?? '' };
    const file = await buildTotalXlsx(branch, month, total);
    return reply
      .header('content-disposition', attachment(totalFileName(branch.code, month)))
      .type(XLSX_TYPE)
      .send(file);
  });
}
