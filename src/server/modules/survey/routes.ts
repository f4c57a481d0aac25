// The guest survey (spec 3 sections 2-9; document 4 "Guest survey"): every call of surveyApi.
// Staff side: month reads, replies, edits, Excel, report mail and chart (staff-routes.ts);
// guest side: the public page's calls, QR codes, tablets and their config (public-routes.ts).
import type { ServerContext, ZodApp } from '../../context';
import { publicRoutes } from './public-routes';
import { staffRoutes } from './staff-routes';

export function surveyRoutes(app: ZodApp, ctx: ServerContext): void {
  staffRoutes(app, ctx);
  publicRoutes(app, ctx);
}
