import type { ServerContext, ZodApp } from '../../context';

export function importRoutes(_app: ZodApp, _ctx: ServerContext): void {}
