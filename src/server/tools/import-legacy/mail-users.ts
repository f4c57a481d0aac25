// --mail-users: a set-password mail to every imported user who has no password yet, through the same reset
// link as Forgot password and the admin's "mail a link" (a password_resets token, POST /user/reset), good for
// 7 days like the admin's welcome link. A user who lets it expire asks for a new one with Forgot password.
// Sent after the import's transactions; running it again sends a new link to those still without a password.
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { escapeHtml } from '../../lib/html';
import { mailText } from '../../lib/i18n';
import type { Mailer } from '../../kernel/mail';
import { randomToken, sha256 } from '../../lib/util';
import { NO_PASSWORD } from './users';

const LINK_MS = 7 * 24 * 3600_000;

export async function mailUsersWithoutPassword(db: Db, config: Config, mailer: Mailer): Promise<string[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'lang'])
    .where('password_hash', '=', NO_PASSWORD)
    .where('blocked', '=', 0)
    .orderBy('id')
    .execute();
  const lines: string[] = [];
  for (const u of users) {
    const token = randomToken();
    await db
      .insertInto('password_resets')
      .values({
        token_hash: sha256(token),
        user_id: u.id,
        expires_at: new Date(Date.now() + LINK_MS).toISOString(),
        used_at: null,
      })
      .execute();
    const link = `${config.publicUrl}/user/reset/${token}`;
    const t = mailText(u.lang);
    const what = t(
      'Your account ({{email}}) was brought over from the old back office. Open this link within 7 days to set your password:',
      { email: u.email },
    );
    try {
      await mailer.send({
        to: u.email,
        subject: t('Sumbook: set your password'),
        text: `${t('Hello {{name}},', { name: u.name })}\n\n${what}\n${link}\n`,
        html: `<p>${t('Hello {{name}},', { name: escapeHtml(u.name) })}</p><p>${escapeHtml(what)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      });
      lines.push(`users: set-password mail sent to ${u.email}`);
    } catch (err) {
      lines.push(`users: set-password mail to ${u.email} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return lines;
}
