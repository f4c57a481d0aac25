// The accountant staff mistakes register (spec 2 section 7.3): view_accstaff, up_accstaff, make_excel and
// down_excel. Roles 4 and 5 write; the readers of STAFF_VIEW_ROLES read; every call is held to the
// caller's branch or area by the branch policy.
import { accStaffApi } from '../../../contract/acc-staff';
import { pathOf } from '../../../contract/path';
import { NO_MONTH_DATA } from '../../../domain/acc-rules';
import {
  NO_DATA_CHANGE,
  staffFileName,
  staffTotals,
  STAFF_VIEW_ROLES,
  STAFF_WRITE_ROLES,
} from '../../../domain/acc-staff';
import { branchById } from '../../../domain/branches';
import { SUCCESS_SAVE } from '../../../domain/messages';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { attachment, XLSX_TYPE } from '../../lib/xlsx';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { readPeriod, saveRows } from './store';
import { staffXlsx } from './staff-xlsx';

const read = { branch: 'branchId', roles: STAFF_VIEW_ROLES };
const write = { branch: 'branchId', roles: STAFF_WRITE_ROLES };

/** The month's rows that go into the file (not deleted); none: 404 "Have not data this Month". */
async function monthRows(db: Db, branchId: number, month: string) {
  const rows = (await readPeriod(db, branchId, month)).filter((r) => !r.deleted);
  if (rows.length === 0) throw new HttpError(404, NO_MONTH_DATA);
  return rows;
}

export function staffRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, accStaffApi.view, read, async (req) => {
    const branchId = checkedBranch(req);
    const content = await readPeriod(db, branchId, req.params.period);
    return {
      status: 1 as const,
      msg: 'ok',
      data: { branchId, period: req.params.period, content, totals: staffTotals(content) },
    };
  });

  route(app, accStaffApi.save, write, async (req) => {
    const { listIdChangeAccStaff, listAccStaff } = req.body;
    const data = await saveRows(db, currentUser(req), checkedBranch(req), listIdChangeAccStaff, listAccStaff);
    return { status: 1 as const, msg: data.changed.length > 0 ? SUCCESS_SAVE : NO_DATA_CHANGE, data };
  });

  route(app, accStaffApi.makeExcel, read, async (req) => {
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const rows = await monthRows(db, branchId, month);
    return {
      status: 1 as const,
      msg: 'ok',
      url: pathOf(accStaffApi.downExcel.path, { branchId, month }),
      fileName: staffFileName(month),
      rows: rows.length,
      days: new Set(rows.map((r) => r.date)).size,
    };
  });

  route(app, accStaffApi.downExcel, read, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const rows = await monthRows(db, branchId, month);
    const branch = branchById(branchId);
    const file = await staffXlsx(`STAFF MISTAKES ${branch?.code ?? branchId} ${branch?.name ?? ''} ${month}`, rows);
    return reply
      .header('content-disposition', attachment(staffFileName(month)))
      .type(XLSX_TYPE)
      .send(file);
  });
}
