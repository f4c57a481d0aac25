import type { ServerContext, ZodApp } from '../../context';

export function waitingRoutes(_app: ZodApp, _ctx: ServerContext): void {}
