// Web Push: notifications reach an installed app that is closed. The VAPID keys are made once per installation
// in the settings table (every instance on one database signs with the same keys, and they stay with the
// subscriptions they were given to); a device's subscription is stored with its user and session
// (modules/user/push-routes.ts). announceNotices calls pushNotices for every notification once it is committed;
// the payload is encrypted (aes128gcm, RFC 8291) and signed by `web-push` and posted with fetch. A 404/410
// answer means the subscription is gone: its line is deleted. A push never fails the call that made the notice.
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { settingOnce } from '../db/shared-settings';
import { nowIso, parseJson } from '../lib/util';
import type { AccessMap } from '../../domain/access';
import type { Role } from '../../domain/roles';
import type { AuthUser } from './auth-user';
import { pushText } from './push-text';

/** What a push carries to the service worker (public/push-sw.js reads it). */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  /** The screen to open when the notice is tapped. */
  url: string;
  /** The recipient's unread notifications, for the app badge. */
  unread: number;
}

export interface PushNotice {
  id: number;
  type: number;
  title: string;
  content: string;
  link: string;
}

type Addressee = { sent_to: number | null; role: number | null; branch: number | null };

/** The bell's rules, handed in by the app (kernel/notifications.ts), so that pushes reach whom the bell does. */
export interface PushRules {
  reaches(me: AuthUser, n: Addressee): boolean;
  unread(db: Db, me: AuthUser): Promise<number>;
}

interface Pusher extends PushRules {
  publicKey: string;
  privateKey: string;
  subject: string;
  hosts: readonly string[];
  /** The pushes on their way (stopPush waits for them). */
  pending: Set<Promise<void>>;
}

const pushers = new WeakMap<Db, Pusher>();

/** A push lives a day at the push service when the device is off. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/** Makes (once per installation) or reads the VAPID keys and lets pushes be sent for this database. */
export async function startPush(db: Db, config: Config, rules: PushRules): Promise<string> {
  const kept = await settingOnce(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = parseJson<{ publicKey: string; privateKey: string }>(kept, { publicKey: '', privateKey: '' });
  pushers.set(db, { ...keys, ...rules, subject: config.push.subject, hosts: config.push.hosts, pending: new Set() });
  return keys.publicKey;
}

/** The public key a browser subscribes with (the applicationServerKey), '' when pushes are off. */
export const pushPublicKey = (db: Db): string => pushers.get(db)?.publicKey ?? '';

/**
 * A push service the server may post to: https on a listed host (or its subdomain); http only for a loopback
 * host named in the list (a test's stand-in push service). Anything else is refused at subscribe.
 */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (!hosts.some((h) => host === h || host.endsWith(`.${h}`))) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '::1'].includes(host);
}

export const pushHostsOf = (db: Db): readonly string[] => pushers.get(db)?.hosts ?? [];

/** The recipients' AuthUser (not blocked), for the notice rules and their unread counts. */
type Recipient = AuthUser & { language: string | null };

async function loadUsers(db: Db, where: { ids?: readonly number[]; role?: number }): Promise<Recipient[]> {
  let q = db
    .selectFrom('users')
    .innerJoin('branches', 'branches.id', 'users.branch_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'users.branch_id', 'users.access'])
    .select(['users.is_manage', 'users.token_version', 'users.lang', 'branches.name as branch', 'branches.area'])
    .where('users.blocked', '=', 0);
  if (where.ids) q = q.where('users.id', 'in', where.ids.length ? [...where.ids] : [0]);
  if (where.role !== undefined) q = q.where('users.role', '=', where.role);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as Role,
    branchID: r.branch_id,
    branch: r.branch,
    area: r.area,
    access: parseJson<AccessMap>(r.access, {}),
    isManage: r.is_manage === 1,
    tokenVersion: r.token_version,
    blocked: false,
    language: r.lang ?? null,
  }));
}

/** Pushes a notice to every live subscription of these users, each with the user's words and unread count. */
export async function pushToUsers(db: Db, userIds: readonly number[], notice: PushNotice): Promise<void> {
  const pusher = pushers.get(db);
  if (!pusher || userIds.length === 0) return;
  const users = await loadUsers(db, { ids: userIds });
  for (const user of users) await pushToUser(db, pusher, user, notice);
}

async function pushToUser(db: Db, pusher: Pusher, user: Recipient, notice: PushNotice) {
  const subs = await db
    .selectFrom('push_subscriptions')
    .innerJoin('sessions', 'sessions.id', 'push_subscriptions.session_id')
    .select(['push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
    .where('push_subscriptions.user_id', '=', user.id)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .execute();
  if (subs.length === 0) return;
  const payload: PushPayload = {
    id: notice.id,
    ...pushText(notice, user.language),
    url: notice.link || '/home',
    unread: await pusher.unread(db, user),
  };
  for (const sub of subs) {
    if (!pushEndpointAllowed(sub.endpoint, pusher.hosts)) continue;
    const status = await send(pusher, sub, JSON.stringify(payload));
    if (status === 404 || status === 410)
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', sub.endpoint).execute();
  }
}

/** Posts one encrypted push; its HTTP status, or 0 when the push service could not be reached. */
async function send(pusher: Pusher, sub: { endpoint: string; p256dh: string; auth: string }, payload: string) {
  const req = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      vapidDetails: { subject: pusher.subject, publicKey: pusher.publicKey, privateKey: pusher.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
    },
  );
  try {
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.body ? new Uint8Array(req.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Pushes each notification to the users it reaches (the bell's rules: its addressee, or its role and branch), in
 * the background: the call that made the notices has its answer at once. Errors are logged, never thrown.
 */
export function pushNotices(db: Db, notices: readonly (PushNotice & Addressee)[]): void {
  const pusher = pushers.get(db);
  if (!pusher || notices.length === 0) return;
  const job = (async () => {
    for (const n of notices) {
      const candidates =
        n.sent_to !== null ? await loadUsers(db, { ids: [n.sent_to] }) : await loadUsers(db, { role: n.role ?? -1 });
      const ids = candidates.filter((u) => pusher.reaches(u, n)).map((u) => u.id);
      await pushToUsers(db, ids, n);
    }
  })().catch((err: unknown) => console.error('push', err instanceof Error ? err.message : err));
  pusher.pending.add(job);
  void job.finally(() => pusher.pending.delete(job));
}

/** Waits for the pushes on their way and sends no more (the server is closing). */
export async function stopPush(db: Db): Promise<void> {
  const pusher = pushers.get(db);
  pushers.delete(db);
  if (pusher) await Promise.all([...pusher.pending]);
}
