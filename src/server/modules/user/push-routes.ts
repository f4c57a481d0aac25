import { pushApi } from '../../../contract/push';
import type { ServerContext, ZodApp } from '../../context';
import { SIGNED_IN } from '../../kernel/policy';
import { pushEndpointAllowed, pushHostsOf, pushPublicKey } from '../../kernel/push';
import { route } from '../../kernel/route';
import { HttpError, nowIso } from '../../lib/util';
import { currentUser } from '../../plugins/guard';

/** Devices kept per user (the newest): a phone, a tablet, a few browsers. */
const MAX_DEVICES = 10;

/** Web Push: the public key to subscribe with, and the signed-in user's devices (kernel/push.ts sends). */
export function pushRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, pushApi.publicKey, SIGNED_IN, async () => ({ status: 1, key: pushPublicKey(db) }));

  /** One line per device (its endpoint), for this user and this session: the session's log-out removes it. */
  route(app, pushApi.subscribe, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    const { endpoint, keys } = req.body;
    if (!pushEndpointAllowed(endpoint, pushHostsOf(db)))
      throw new HttpError(400, 'This push service is not one Sumbook sends to');
    const row = { user_id: me.id, session_id: req.sessionId ?? '', p256dh: keys.p256dh, auth: keys.auth };
    await db
      .insertInto('push_subscriptions')
      .values({ endpoint, ...row, created_at: nowIso() })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...row, created_at: nowIso() }))
      .execute();
    const older = await db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', me.id)
      .orderBy('created_at', 'desc')
      .offset(MAX_DEVICES)
      .limit(1000)
      .execute();
    if (older.length)
      await db
        .deleteFrom('push_subscriptions')
        .where(
          'endpoint',
          'in',
          older.map((o) => o.endpoint),
        )
        .execute();
    return { status: 1, msg: 'Notifications on' };
  });

  route(app, pushApi.unsubscribe, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    await db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', req.body.endpoint)
      .where('user_id', '=', me.id)
      .execute();
    return { status: 1, msg: 'Notifications off' };
  });
}
