// The password-reset mail, made after POST /user/forgot has answered: whether the e-mail has an account changes
// neither the answer nor its time (the lookup, the token and the mail all happen after it).
import type { ServerContext } from '../../context';
import { mailText } from '../../lib/i18n';
import { randomToken, sha256 } from '../../lib/util';
import { findUserByEmail } from './repo';

/** A reset link is good for this long. */
const LINK_MS = 3600_000;

export async function sendResetLink(ctx: ServerContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.blocked) return;
  const token = randomToken();
  await ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + LINK_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const link = `${ctx.config.publicUrl}/user/reset/${token}`;
  // In the user's language (users.lang; English when never set).
  const t = mailText(user.lang);
  const hello = t('Hello {{name}},', { name: user.name });
  const open = t('Open this link within one hour to set a new password:');
  const ignore = t('If you did not ask for it, ignore this mail.');
  await ctx.mailer.send({
    to: user.email,
    subject: t('Sumbook: reset your password'),
    text: `${hello}\n\n${open}\n${link}\n\n${ignore}`,
    html: `<p>${hello}</p><p>${open}</p><p><a href="${link}">${link}</a></p><p>${ignore}</p>`,
  });
}
