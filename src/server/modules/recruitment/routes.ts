// GET /recruitment/load_data_recruitment and POST /recruitment/update_data_recruitment (spec 3 sections
// 3, 4, 5 and 7): the open positions, and one save of new, changed and removed rows (save.ts). Same gate
// as the /recruitment screen: manager, area manager, CEO or supervisor.
import { recruitmentApi } from '../../../contract/recruitment';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { currentUser } from '../../plugins/guard';
import { listRows, rowOut, saveRecruitment } from './save';

export function recruitmentRoutes(app: ZodApp, { db }: ServerContext): void {
  const policy = { roles: ROLE_SET.content };

  route(app, recruitmentApi.load, policy, async () => {
    const rows = await listRows(db);
    return { status: 1 as const, msg: rows.length ? 'ok' : 'null', data: rows.map(rowOut) };
  });

  route(app, recruitmentApi.save, policy, async (req) => {
    const data = await saveRecruitment(db, currentUser(req), req.body);
    return { status: 1 as const, msg: 'Update Success', data };
  });
}
