import type { ServerContext, ZodApp } from '../../context';

export function debitRoutes(_app: ZodApp, _ctx: ServerContext): void {}
