import type { ServerContext, ZodApp } from '../../context';

export function periodRoutes(_app: ZodApp, _ctx: ServerContext): void {}
