// The reception sum (spec 2 section 7.1): its report kind and its calls.
import type { ServerContext, ZodApp } from '../../context';
import { rcKind } from './kind';
import { pmsRoutes } from './pms-routes';
import { searchRoutes } from './search-routes';
import { viewRoutes } from './view-routes';
import { writeRoutes } from './write-routes';

export function rcRoutes(app: ZodApp, ctx: ServerContext): void {
  ctx.docs.register(rcKind);
  viewRoutes(app, ctx);
  writeRoutes(app, ctx);
  pmsRoutes(app, ctx);
  searchRoutes(app, ctx);
}
