// The words of a push notice in the recipient's language (users.lang; the mail catalog holds them). The
// notice's own title and content (stored data) follow the heading as they are.
import { mailText, type MailKey } from '../lib/i18n';

/** The heading of a push, by notification type. */
const HEADINGS: Record<number, MailKey> = {
  1: 'Edit request',
  2: 'Edit request',
  3: 'Edit request',
  4: 'Answer to your edit request',
  10: 'Unpaid bill to check',
};

/** What the service worker shows for a notification: a heading, and the notice's title and content below it. */
export function pushText(
  n: { type: number; title: string; content: string },
  language: string | null,
): { title: string; body: string } {
  const t = mailText(language);
  const body = [n.title, n.content].filter((s) => s.trim() !== '').join('\n');
  return { title: t(HEADINGS[n.type] ?? 'Sumbook notice'), body };
}
