// The manager daily report and the monthly total (spec 3 section 7): its report kind and its calls.
import type { ServerContext, ZodApp } from '../../context';
import { managerKind } from './kind';
import { totalRoutes } from './total-routes';
import { viewRoutes } from './view-routes';
import { writeRoutes } from './write-routes';

export function managerRoutes(app: ZodApp, ctx: ServerContext): void {
  ctx.docs.register(managerKind);
  viewRoutes(app, ctx);
  writeRoutes(app, ctx);
  totalRoutes(app, ctx);
}
