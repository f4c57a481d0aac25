import type { ServerContext, ZodApp } from '../../context';

export function searchRoutes(_app: ZodApp, _ctx: ServerContext): void {}
