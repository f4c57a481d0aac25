import { SMTPServer } from 'smtp-server';
import { simpleParser } from './mail-parse';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** Recipients refused at RCPT TO with a 550 (the message is not taken). */
  reject?: (address: string) => boolean;
  /** A slow server: each message is answered (and kept) this many ms after its data arrived. */
  delayMs?: number;
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export async function startSmtp(
  opts: SmtpOptions = {},
): Promise<{ url: string; mails: CaughtMail[]; close(): Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.reject?.(address.address))
        return callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const keep = () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (opts.delayMs) setTimeout(keep, opts.delayMs);
        else keep();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { simpleParser };
