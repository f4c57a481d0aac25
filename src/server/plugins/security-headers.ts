import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the education screen's videos come from (src/client/features/education/education-api.ts `playerUrl`). */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy of a page: its own scripts, calls, workers and pictures only. Styles may be
 * inline (Ionic's components and the splash put `<style>` in the page); scripts never are.
 * `frames`: what the page may show in a frame (the staff app: the education videos; the guest page: nothing).
 */
function policy(frames: string): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'media-src': "'self' blob:",
    'frame-src': frames,
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

export const APP_CSP = policy(VIDEO_ORIGIN);
export const GUEST_CSP = policy("'none'");
/** Room codes are scanned with the device's camera (staff app and survey tablet); nothing else is asked for. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/**
 * Security headers on every answer (API and pages): the app's CSP, no sniffing, no framing by other sites,
 * no referrer sent to other sites, only the camera among the powerful features, and HSTS when the server is
 * published over https (PUBLIC_URL). The guests' survey page gets its own CSP (`useGuestPolicy`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', APP_CSP);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** The guests' survey page shows no frames. */
export const useGuestPolicy = (reply: FastifyReply): FastifyReply => reply.header('content-security-policy', GUEST_CSP);
