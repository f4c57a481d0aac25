// The expected occupancy plan (/manager_expected; spec 3 sections 2, 3, 4 and 7; document 4 "Expected"):
// every call of expectedApi. Reads in view-routes.ts, writes by hand in write-routes.ts, the booking
// import and the month recompute in import-routes.ts.
import type { ServerContext, ZodApp } from '../../context';
import { importRoutes } from './import-routes';
import { viewRoutes } from './view-routes';
import { writeRoutes } from './write-routes';

export function expectedRoutes(app: ZodApp, ctx: ServerContext): void {
  viewRoutes(app, ctx);
  writeRoutes(app, ctx);
  importRoutes(app, ctx);
}
