import { userApi } from '../../../contract/user';
import {
  MSG_INVALID_EMAIL,
  MSG_PASSWORD_MISMATCH_PROFILE,
  MSG_PASSWORD_MISMATCH_RESET,
  isEmail,
} from '../../../domain/password';
import type { ServerContext, ZodApp } from '../../context';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { waitText } from '../../lib/throttle';
import { refusalText } from '../../lib/refusals';
import { HttpError, nowIso, sha256 } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { PUBLIC, SIGNED_IN } from '../../kernel/policy';
import { browserActivated, requestCode } from './activation';
import { forgetDevices, isKnownDevice, knownDeviceKey, rememberDevice } from './known-devices';
import { assertNewPassword } from './password-rules';
import { sendResetLink } from './reset-mail';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { findUserByEmail, sessionUser } from './repo';
import { accessTokenFor, currentSession, endSession, revokeAllSessions, startSession } from './session';
import { transact } from '../../db/transact';

const WRONG = 'Email or password is incorrect';

/** A blocked user's refusal: the message Team IT wrote (data: sent and shown as written), else the spec's words. */
function blockedAnswer(message: string, otherwise: 'BLOCKED_BY_TEAM_IT' | 'ACCOUNT_BLOCKED') {
  return message
    ? { status: 0 as const, code: 'BLOCKED_MESSAGE' as const, msg: message, params: { message } }
    : { status: 0 as const, code: otherwise, msg: refusalText(otherwise) };
}

export function sessionRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db, config, throttles } = ctx;

  route(app, userApi.login, PUBLIC, async (req, reply) => {
    const email = req.body.email.toLowerCase();
    const tooMany = (ms: number) =>
      reply
        .code(429)
        .header('retry-after', String(Math.ceil(ms / 1000)))
        .send({ status: 0, msg: `Too many sign-in attempts. Please try again in ${waitText(ms)}.` });
    const ipWait = await throttles.ip.blockedFor(req.ip);
    if (ipWait > 0) return tooMany(ipWait);
    const user = await findUserByEmail(db, email);
    // A browser that signed in as this user before is held back only by its own failures (counted under the
    // e-mail and the device), not by others' guesses on the e-mail; any other browser waits a short, growing
    // back-off once the e-mail has had too many failures. Every failure counts on the e-mail.
    const known = user ? await isKnownDevice(db, user.id, req.body.device) : false;
    const deviceKey = known ? knownDeviceKey(email, req.body.device ?? '') : null;
    const emailWait = await throttles.email.blockedFor(deviceKey ?? email);
    if (emailWait > 0) return tooMany(emailWait);
    const good = await verifyPassword(req.body.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !good) {
      await throttles.email.fail(email);
      if (deviceKey) await throttles.email.fail(deviceKey);
      await throttles.ip.fail(req.ip);
      return reply.code(401).send({ status: 0, msg: WRONG });
    }
    if (user.blocked) return reply.code(403).send(blockedAnswer(user.block_msg, 'BLOCKED_BY_TEAM_IT'));
    if (user.needs_activation) {
      const device = req.body.device ?? '';
      if (!device || !(await browserActivated(db, user, device))) {
        return {
          status: 0 as const,
          msg: 'This browser is not activated. Please contact Team IT with the request code.',
          code: device ? requestCode(user.id, device) : '',
        };
      }
    }
    await throttles.email.clear(deviceKey ?? email);
    await rememberDevice(db, user.id, req.body.device);
    const sessionId = await startSession(db, config, reply, user.id);
    const profile = await sessionUser(db, user.id);
    if (!profile) throw new HttpError(401, WRONG);
    if (user.first_login) await db.updateTable('users').set({ first_login: 0 }).where('id', '=', user.id).execute();
    await audit(db, user.id, 'login', `user:${user.id}`, { ip: req.ip });
    return {
      status: 1 as const,
      msg: 'Login success',
      access_token: await accessTokenFor(user, config, sessionId),
      user: profile,
    };
  });

  route(app, userApi.refresh, PUBLIC, async (req, reply) => {
    const session = await currentSession(db, req);
    if (!session) return reply.code(401).send({ status: 0, msg: 'Session expired, please sign in again' });
    const user = await db
      .selectFrom('users')
      .select(['id', 'token_version', 'blocked', 'block_msg'])
      .where('id', '=', session.user_id)
      .executeTakeFirst();
    if (!user) return reply.code(401).send({ status: 0, msg: 'Session expired, please sign in again' });
    if (user.blocked) return blockedAnswer(user.block_msg, 'ACCOUNT_BLOCKED');
    return { status: 1, msg: 'Token refreshed', access_token: await accessTokenFor(user, config, session.id) };
  });

  route(app, userApi.logout, PUBLIC, async (req, reply) => {
    await endSession(db, req, reply);
    return { status: 1, msg: 'Logged out' };
  });

  route(app, userApi.infor, SIGNED_IN, async (req) => {
    const user = await sessionUser(db, currentUser(req).id);
    if (!user) throw new HttpError(401, 'Invalid token');
    return { status: 1, msg: 'ok', data: user };
  });

  route(app, userApi.forgot, PUBLIC, async (req, reply) => {
    const email = req.body.email.toLowerCase();
    if (!isEmail(email)) return reply.code(400).send({ status: 0, msg: MSG_INVALID_EMAIL });
    const tooMany = (ms: number) =>
      reply
        .code(429)
        .header('retry-after', String(Math.ceil(ms / 1000)))
        .send({ status: 0, msg: `Too many requests. Please try again in ${waitText(ms)}.` });
    // The address is limited first: a burst of new e-mails from one address stops before any is written.
    const ipWait = await throttles.forgotIp.take(req.ip);
    if (ipWait > 0) return tooMany(ipWait);
    const wait = await throttles.forgot.take(email);
    if (wait > 0) return tooMany(wait);
    // Looked up, and mailed, once the answer is sent: a known e-mail is answered as fast as an unknown one.
    setImmediate(() => {
      sendResetLink(ctx, email).catch((err: unknown) =>
        req.log.error({ err, reqId: req.id }, 'password reset mail failed'),
      );
    });
    return { status: 1, msg: 'If this e-mail has an account, a reset link has been sent to it.' };
  });

  route(app, userApi.reset, { resetToken: true }, async (req, reply) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    const row = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= nowIso())
      return reply.code(401).send({ status: 0, msg: 'This reset link is invalid or has expired' });
    assertNewPassword(req.body.password, req.body.confirm, MSG_PASSWORD_MISMATCH_RESET);
    const hash = await hashPassword(req.body.password);
    await transact(db, async (trx) => {
      await trx
        .updateTable('password_resets')
        .set({ used_at: nowIso() })
        .where('token_hash', '=', row.token_hash)
        .execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', row.user_id)
        .execute();
    });
    await revokeAllSessions(db, row.user_id);
    await forgetDevices(db, row.user_id);
    await audit(db, row.user_id, 'password.reset', `user:${row.user_id}`);
    return { status: 1, msg: 'Your password has been changed. Please sign in.' };
  });

  route(app, userApi.changePassword, SIGNED_IN, async (req) => {
    const me = currentUser(req);
    const row = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(req.body.oldPassword, row.password_hash)))
      throw new HttpError(400, 'Current password is incorrect');
    assertNewPassword(req.body.newPassword, req.body.confirm, MSG_PASSWORD_MISMATCH_PROFILE);
    // Other devices are signed out: their refresh sessions end and their access tokens stop working.
    const hash = await hashPassword(req.body.newPassword);
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', me.id)
      .execute();
    // This device keeps the session of the token it called with.
    const sessionId = req.sessionId ?? (await currentSession(db, req))?.id ?? '';
    await revokeAllSessions(db, me.id, sessionId);
    await forgetDevices(db, me.id);
    await audit(db, me.id, 'password.change', `user:${me.id}`);
    const fresh = await db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    return { status: 1, msg: 'Update Success', access_token: await accessTokenFor(fresh, config, sessionId) };
  });
}
