// The debit book's calls (spec 1 section 7.3; issue 10): reading, changing, adding, aging. The sums
// write into the book through src/server/debits; this module only serves it.
import type { ServerContext, ZodApp } from '../../context';
import { changeRoutes } from './change-routes';
import { viewRoutes } from './view-routes';

export function debitBookRoutes(app: ZodApp, ctx: ServerContext): void {
  viewRoutes(app, ctx);
  changeRoutes(app, ctx);
}
