import type { ServerContext, ZodApp } from '../../context';

export function excelRoutes(_app: ZodApp, _ctx: ServerContext): void {}
