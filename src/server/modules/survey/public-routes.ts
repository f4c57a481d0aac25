// Guest side of the survey (to be written): the public page's get and submit, QR codes, the redirect tool's
// token, tablets (activation, home, actions) and the survey config.
import type { ServerContext, ZodApp } from '../../context';

export function publicRoutes(_app: ZodApp, _ctx: ServerContext): void {}
