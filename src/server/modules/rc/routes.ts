// The reception sum calls (spec 2 section 7.1) and the edit-request call.
import type { ServerContext, ZodApp } from '../../context';
import { editRequestRoutes } from './routes-edit';
import { pmsRoutes } from './routes-pms';
import { searchRoutes } from './routes-search';
import { viewRoutes } from './routes-view';
import { writeRoutes } from './routes-write';

export function rcRoutes(app: ZodApp, ctx: ServerContext): void {
  viewRoutes(app, ctx);
  writeRoutes(app, ctx);
  pmsRoutes(app, ctx);
  searchRoutes(app, ctx);
  editRequestRoutes(app, ctx);
}
