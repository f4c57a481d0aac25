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
/**
 * API answers (JSON, files, the live stream) are never documents that load anything: a policy that allows nothing
 * and no framing, as OWASP advises for REST answers. A tenth of the page policy's bytes on every answer.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
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
 * What an API answer (JSON, a file, the live stream) needs, as OWASP's REST advice lists it: no sniffing, no
 * framing, no reads from other sites, and a policy that allows nothing. The others of COMMON act on documents only.
 */
const API: readonly (readonly [string, string])[] = [
  ['content-security-policy', API_CSP],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Security headers on every answer: on pages (and every answer outside /api/) the common ones above, the app's
 * CSP and only the camera among the powerful features; on API answers the API's four (a page's policies act on
 * documents, and an API answer is never one; a tenth of the bytes on every call); HSTS on both when the server is
 * published over https (PUBLIC_URL). The guests' survey page gets its own CSP (`useGuestPolicy`). They go on the
 * raw answer, so a stream that writes its own head (the live events) sends them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https:');
  const page = [
    ...COMMON,
    ['content-security-policy', APP_CSP],
    ['permissions-policy', PERMISSIONS_POLICY],
    ...(https ? [HSTS] : []),
  ] as const;
  const api = https ? [...API, HSTS] : API;
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of req.url.startsWith('/api/') ? api : page) reply.raw.setHeader(name, value);
    done();
  });
}

/** The guests' survey page shows no frames. */
export const useGuestPolicy = (reply: FastifyReply): FastifyReply => reply.header('content-security-policy', GUEST_CSP);
