import type { ServerContext, ZodApp } from '../../context';
import { PUBLIC, SIGNED_IN } from '../../plugins/policy';

export function guideRoutes(app: ZodApp, { db }: ServerContext): void {
  const list = () => db.selectFrom('guides').select(['name', 'content']).orderBy('sort').execute();
  app.get('/guider/get_guider', { config: { policy: SIGNED_IN } }, async () => ({ status: 1, msg: 'ok', data: await list() }));
  app.get('/guider/get_all_guider', { config: { policy: PUBLIC } }, async () => ({ status: 1, msg: 'ok', data: await list() }));
}
