import type { ServerContext, ZodApp } from '../../context';

export function dayRoutes(_app: ZodApp, _ctx: ServerContext): void {}
