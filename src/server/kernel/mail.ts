import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
  /** Content-ID of an inline image, referenced from the HTML as `cid:<id>`. */
  cid?: string;
}
export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Where replies go (the From stays the configured sender). */
  replyTo?: string;
  /** A fixed Message-ID ('<...@...>'): a mail sent again keeps it, so a mailbox that drops repeats shows it once. */
  messageId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mail through SMTP_URL when set, otherwise each message is written as an .eml file under DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  // nodemailer is loaded with the first mail, not at start.
  let transport: Promise<Transporter> | null = null;
  const open = (options: string | object) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
  if (config.smtpUrl) {
    const url = config.smtpUrl;
    return {
      send: async (mail) => {
        await (await open(url)).sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const dir = join(config.dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return {
    send: async (mail) => {
      const info = await (
        await open({ streamTransport: true, buffer: true, newline: 'unix' })
      ).sendMail({ from: config.mailFrom, ...mail });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeFileSync(join(dir, `${stamp}-${process.pid}-${++n}.eml`), info.message as Buffer);
    },
  };
}

/**
 * A mailer for many messages in a row (the support mail's jobs): over SMTP it keeps up to `connections`
 * connections open and sends message after message on them (opening a connection per message costs more
 * than the message); close() ends them, and the next send opens new ones. Without SMTP_URL: the outbox files.
 */
export function createBulkMailer(config: Config, connections: number): Mailer & { close(): void } {
  const url = config.smtpUrl;
  if (!url) return { ...createMailer(config), close: () => undefined };
  let transport: Promise<Transporter> | null = null;
  return {
    send: async (mail) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, pool: true, maxConnections: connections, maxMessages: 200 }),
      );
      await (await transport).sendMail({ from: config.mailFrom, ...mail });
    },
    close: () => {
      const open = transport;
      transport = null;
      void open?.then((t) => t.close());
    },
  };
}
