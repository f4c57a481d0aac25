import { guideApi } from '../../../contract/branch';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { PUBLIC, SIGNED_IN } from '../../plugins/policy';

export function guideRoutes(app: ZodApp, { db }: ServerContext): void {
  const list = () => db.selectFrom('guides').select(['name', 'content']).orderBy('sort').execute();
  route(app, guideApi.list, SIGNED_IN, async () => ({ status: 1, msg: 'ok', data: await list() }));
  route(app, guideApi.listPublic, PUBLIC, async () => ({ status: 1, msg: 'ok', data: await list() }));
}
