// The accountant sum (spec 2 section 7.2): day reports, month views, debit on sum, cost, comparison, waiting list, Excel.
import type { ServerContext, ZodApp } from '../../context';
import { comparisonRoutes } from './comparison-routes';
import { costRoutes } from './cost-routes';
import { dayRoutes } from './day-routes';
import { debitRoutes } from './debit-routes';
import { excelRoutes } from './excel-routes';
import { importRoutes } from './import-routes';
import { accDebitKind, accKind } from './kind';
import { MonthViewCache } from './month-view';
import { periodRoutes } from './period-routes';
import { searchRoutes } from './search-routes';
import { waitingRoutes } from './waiting-routes';

export function accRoutes(app: ZodApp, ctx: ServerContext): void {
  ctx.docs.register(accKind);
  ctx.docs.register(accDebitKind);
  dayRoutes(app, ctx);
  const monthView = new MonthViewCache();
  periodRoutes(app, ctx, monthView);
  debitRoutes(app, ctx);
  searchRoutes(app, ctx);
  costRoutes(app, ctx);
  comparisonRoutes(app, ctx, monthView);
  waitingRoutes(app, ctx);
  excelRoutes(app, ctx);
  importRoutes(app, ctx);
}
