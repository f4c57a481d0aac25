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
