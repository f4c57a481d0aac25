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
 * What helmet (8.x) sends with Sumbook's options: no sniffing, no framing by other sites, no referrer sent to
 * other sites, this origin's windows and resources kept to itself, no DNS prefetching, no legacy
 * cross-domain policies or XSS filter. A fixed list set in one hook: @fastify/helmet built its middleware
 * again for every request, 6% of a busy view's CPU (tests/bench/README.md).
 */
const COMMON: readonly (readonly [string, string])[] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];
const HSTS = ['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const;

/**
 * Security headers on every answer (API and pages): the common ones above, the app's CSP, only the camera
 * among the powerful features, and HSTS when the server is published over https (PUBLIC_URL). The guests'
 * survey page gets its own CSP (`useGuestPolicy`). The common ones go on the raw answer, so a stream that
 * writes its own head (the live events) sends them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const common = publicUrl.startsWith('https:') ? [...COMMON, HSTS] : COMMON;
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of common) reply.raw.setHeader(name, value);
    reply.header('content-security-policy', APP_CSP);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}

/** The guests' survey page shows no frames. */
export const useGuestPolicy = (reply: FastifyReply): FastifyReply => reply.header('content-security-policy', GUEST_CSP);
