import type { ServerContext, ZodApp } from '../../context';

export function costRoutes(_app: ZodApp, _ctx: ServerContext): void {}
