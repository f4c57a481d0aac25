// /manage_user's calls: the user lists, browser and glist entries, accounts and the admin password reset.
// Admin (1) and CEO (7) only; every change is in the audit trail with what it was before.
import type { ServerContext, ZodApp } from '../../context';
import { entryRoutes } from './entry-routes';
import { resetRoutes } from './reset-routes';
import { userRoutes } from './user-routes';

export function adminRoutes(app: ZodApp, ctx: ServerContext): void {
  userRoutes(app, ctx);
  entryRoutes(app, ctx);
  resetRoutes(app, ctx);
}
