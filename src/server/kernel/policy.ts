import type { Role } from '../../domain/roles';

/**
 * Every API route declares who may call it (checked by `plugins/guard.ts` before the handler runs):
 * - `public`: no token needed (a token, when sent, still identifies the caller);
 * - `roles`: the caller's role must be listed (otherwise any signed-in user);
 * - `branch`: the name of the path parameter that carries a branch id, checked against the user's scope;
 * - `resetToken`: the Authorization header carries a password-reset token, checked by the handler.
 */
export type Policy = { public: true } | { resetToken: true } | { roles?: readonly Role[]; branch?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
}

export const PUBLIC: Policy = { public: true };
export const SIGNED_IN: Policy = {};
