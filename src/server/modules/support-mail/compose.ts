// The fixed support mail of a kind (src/domain/support-mail.ts) as a message: the title, the body as text
// and as simple HTML, the recipient's name filled in, replies to the admin's address when given.
import { fillMail, type SupportMailKind } from '../../../domain/support-mail';
import type { Mail } from '../../kernel/mail';
import { escapeHtml } from '../../lib/html';

export function supportMail(
  kind: SupportMailKind,
  to: { name: string; email: string },
  opts: { replyTo?: string; messageId?: string } = {},
): Mail {
  const { subject, paragraphs, text } = fillMail(kind, to.name);
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    to: to.email,
    subject,
    text,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${html}</div>`,
    ...(opts.replyTo ? { replyTo: opts.replyTo } : {}),
    ...(opts.messageId ? { messageId: opts.messageId } : {}),
  };
}

/** One Message-ID per job row: sent again (an unconfirmed row the admin resends), it is the same message. */
export function rowMessageId(jobId: number, rowId: number, publicUrl: string): string {
  let host = 'sumbook.local';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    /* keep the default */
  }
  return `<support-mail-${jobId}-${rowId}@${host}>`;
}

/** A mail server's refusal as one short line for the results list. */
export function errorText(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown };
  const text = typeof e.response === 'string' && e.response ? e.response : String(e.message ?? err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error';
}

/**
 * Whether a failed send may still have been delivered: the connection broke or timed out after the
 * message was being handed over (DATA) without the mail server's answer. A refusal with an SMTP code, or
 * a failure before the message (connecting, the envelope, a local file), is a sure failure.
 */
export function mayHaveArrived(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; command?: unknown; code?: unknown };
  if (typeof e.responseCode === 'number') return false;
  if (e.command === 'DATA') return true;
  return (e.code === 'ETIMEDOUT' || e.code === 'ESOCKET') && e.command !== 'CONN' && e.command !== undefined;
}
