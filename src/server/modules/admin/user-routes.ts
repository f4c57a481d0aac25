// Accounts (spec 3 sections 2 and 3, "User (admin view)"): the lists of /manage_user, a new user, a change
// of role, branch, rights or manager flag, and block (with its message) / unblock. A blocked user's tokens
// stop at their next call; the refresh then answers the block message (status 0: 'Block by Team IT').
import { adminApi, type AdminUser } from '../../../contract/admin';
import { accessFor, adminChangeProblem } from '../../../domain/admin-users';
import { isEmail, MSG_INVALID_EMAIL, checkAdminPassword } from '../../../domain/password';
import { ROLE, ROLE_SET, type Role } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { escapeHtml } from '../../lib/html';
import { mailText } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import { HttpError, nowIso, randomToken, sha256 } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { auditView, blockedUsers, endUserSessions, userById, usersOfArea } from './users-repo';
import { transact } from '../../db/transact';

const ADMIN = { roles: ROLE_SET.admin };
/** A set-password link sent to a new user works this long. */
const WELCOME_LINK_MS = 7 * 24 * 3600_000;
const MSG_EMAIL_TAKEN = 'This e-mail already has an account';
/** The answer when the account is stored but its set-password mail could not be sent. */
const MSG_WELCOME_MAIL_FAILED =
  'The account is made, but the mail could not be sent: the user can get a new link with Forgot password, or set a password with Reset Password';
const HIDDEN_TABS = { Bill: ['Bill', 'Guest Pay By Cash', 'Guest Pay By Card'], Massage: [] };

async function assertBranch(db: Db, id: number): Promise<void> {
  const b = await db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst();
  if (!b) throw new HttpError(400, 'Branch not found');
}

function assertAllowed(
  me: { id: number; role: Role },
  target: { id: number; role: Role },
  change: { role?: Role; block?: boolean },
) {
  const problem = adminChangeProblem(me, target, change);
  if (problem) throw new HttpError(403, problem);
}

export function userRoutes(app: ZodApp, { db, config, mailer }: ServerContext): void {
  route(app, adminApi.byArea, ADMIN, async (req) => ({
    status: 1 as const,
    msg: 'ok',
    data: await usersOfArea(db, req.params.area, req.query.search),
  }));
  route(app, adminApi.byAreaGlist, ADMIN, async (req) => ({
    status: 1 as const,
    msg: 'ok',
    data: await usersOfArea(db, req.params.area, req.query.search),
  }));
  route(app, adminApi.blocked, ADMIN, async () => ({ status: 1 as const, msg: 'ok', data: await blockedUsers(db) }));

  route(app, adminApi.create, ADMIN, async (req, reply) => {
    const me = currentUser(req);
    const b = req.body;
    const email = b.email.toLowerCase();
    if (!isEmail(email)) throw new HttpError(400, MSG_INVALID_EMAIL);
    if (b.role === ROLE.CEO && me.role !== ROLE.CEO) throw new HttpError(403, 'Only the CEO may give the CEO role');
    await assertBranch(db, b.branch);
    let password = randomToken();
    if (b.firstPassword === 'password') {
      const problem = checkAdminPassword(b.password ?? '', b.confirm ?? '');
      if (problem) throw new HttpError(400, problem);
      password = b.password ?? '';
    }
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw new HttpError(409, MSG_EMAIL_TAKEN);
    const hash = await hashPassword(password);
    const token = b.firstPassword === 'mail' ? randomToken() : null;
    // The account, its set-password link and its audit line are stored together or not at all; a second
    // request for the same e-mail that passed the check above meets the UNIQUE index and gets the same 409.
    const user = await transact(db, async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values({
          email,
          name: b.name,
          password_hash: hash,
          role: b.role,
          branch_id: b.branch,
          position: b.position ?? '',
          avatar: '',
          access: JSON.stringify(accessFor(b.role as Role, b.rights ?? [])),
          is_manage: b.isManage ? 1 : 0,
          needs_activation: b.needsActivation ? 1 : 0,
          blocked: 0,
          block_msg: '',
          other: JSON.stringify({
            login: { listActivated: [], listBlock: [] },
            glist: { listActivated: [], listBlock: [] },
          }),
          acc_hidden_tab: JSON.stringify(HIDDEN_TABS),
          settings: '{}',
          first_login: 1,
          token_version: 0,
          created_at: nowIso(),
          lang: b.lang ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (token)
        await trx
          .insertInto('password_resets')
          .values({
            token_hash: sha256(token),
            user_id: inserted.id,
            expires_at: new Date(Date.now() + WELCOME_LINK_MS).toISOString(),
            used_at: null,
          })
          .execute();
      const made = await userById(trx, inserted.id);
      await audit(trx, me.id, 'user.create', `user:${made.id}`, {
        after: auditView(made),
        firstPassword: b.firstPassword,
      });
      return made;
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new HttpError(409, MSG_EMAIL_TAKEN);
      throw err;
    });
    if (token) {
      // After the commit: a failed mail leaves the account (and its audit line); the user gets a new link
      // with Forgot password on the sign-in page, or the administrator sets a password with Reset Password.
      const link = `${config.publicUrl}/user/reset/${token}`;
      // In the new user's language when the administrator set one (else English).
      const t = mailText(user.lang);
      const made = 'Team IT made you a Sumbook account ({{email}}). Open this link within 7 days to set your password:';
      await mailer
        .send({
          to: email,
          subject: t('Sumbook: your account'),
          text: `${t('Hello {{name}},', { name: user.name })}\n\n${t(made, { email })}\n${link}\n`,
          html: `<p>${t('Hello {{name}},', { name: escapeHtml(user.name) })}</p><p>${t(made, { email: escapeHtml(email) })}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        })
        .catch((err: unknown) => {
          req.log.error({ err, reqId: req.id, userId: user.id }, 'welcome mail failed');
          throw new HttpError(502, MSG_WELCOME_MAIL_FAILED);
        });
    }
    return reply.code(201).send({ status: 1, msg: 'Update Success', data: user });
  });

  route(app, adminApi.update, ADMIN, async (req) => {
    const me = currentUser(req);
    const b = req.body;
    const before = await userById(db, req.params.id);
    assertAllowed(me, { id: before.id, role: before.role as Role }, { role: b.role as Role | undefined });
    if (b.branch !== undefined) await assertBranch(db, b.branch);
    const role = (b.role ?? before.role) as Role;
    const access =
      b.role !== undefined || b.rights !== undefined ? accessFor(role, b.rights ?? before.rights) : before.access;
    await db
      .updateTable('users')
      .set({
        name: b.name ?? before.name,
        position: b.position ?? before.position,
        role,
        branch_id: b.branch ?? before.branchID,
        is_manage: (b.isManage ?? before.isManage) ? 1 : 0,
        needs_activation: (b.needsActivation ?? before.needsActivation) ? 1 : 0,
        access: JSON.stringify(access),
        lang: b.lang === undefined ? before.lang : b.lang,
      })
      .where('id', '=', before.id)
      .execute();
    const after = await userById(db, before.id);
    await audit(db, me.id, 'user.update', `user:${before.id}`, {
      before: auditView(before),
      after: auditView(after),
    });
    return { status: 1 as const, msg: 'Update Success', data: after };
  });

  route(app, adminApi.block, ADMIN, async (req) => {
    const me = currentUser(req);
    const before = await userById(db, req.params.id);
    const { blocked } = req.body;
    const message = req.body.message?.trim() ?? '';
    if (blocked && !message) throw new HttpError(400, 'Please input the block message');
    assertAllowed(me, { id: before.id, role: before.role as Role }, { block: blocked });
    await db
      .updateTable('users')
      .set({ blocked: blocked ? 1 : 0, block_msg: blocked ? message : '' })
      .where('id', '=', before.id)
      .execute();
    // Blocked: tokens stop now, sessions stay so the refresh tells the message. Unblocked: old sessions end,
    // the user signs in again.
    await endUserSessions(db, before.id, !blocked);
    const after: AdminUser = await userById(db, before.id);
    await audit(db, me.id, blocked ? 'user.block' : 'user.unblock', `user:${before.id}`, {
      before: { blocked: before.blocked, blockMsg: before.blockMsg },
      after: { blocked: after.blocked, blockMsg: after.blockMsg },
    });
    return { status: 1 as const, msg: 'Update Success', data: after };
  });
}
