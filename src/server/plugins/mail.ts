import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment { filename: string; content: Buffer; contentType?: string }
export interface Mail { to: string | string[]; subject: string; text: string; html?: string; attachments?: MailAttachment[] }
export interface Mailer { send(mail: Mail): Promise<void> }

/** Mail through SMTP_URL when set, otherwise each message is written as an .eml file under DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return { send: async (mail) => { await transport.sendMail({ from: config.mailFrom, ...mail }); } };
  }
  const dir = join(config.dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let n = 0;
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeFileSync(join(dir, `${stamp}-${process.pid}-${++n}.eml`), info.message as Buffer);
    },
  };
}
