// The support mail (spec 3 section 2 "Small tools"): an admin imports an Excel list of guests or partners,
// checks the preview, sends the fixed mail to a test address, then to the whole list. The title and body
// are fixed per kind; only the recipient's name is filled in. Pure rules shared by the server and the screen.
import { ONLY_EXCEL } from './acc-rules';

export { ONLY_EXCEL };

/** Where the support mail screen keeps its imported list on the device (a draft) until Reset List. */
export const SUPPORT_LIST_DRAFT = 'support-mail:list';

/** Toasts of Send Mail Test (spec 3 section 8). */
export const TEST_SENT = 'Success sent mail test';
export const TEST_FAILED = 'Error when sent mail test';

/** Who the list is: the chain's guests or its partners (travel agencies, companies). */
export const SUPPORT_MAIL_KINDS = ['guest', 'partner'] as const;
export type SupportMailKind = (typeof SUPPORT_MAIL_KINDS)[number];

/** Most recipients in one list (one import, one job). */
export const MAX_RECIPIENTS = 5000;
/** Most columns kept from the sheet, and the longest text kept of a cell. */
export const MAX_COLUMNS = 30;
export const MAX_CELL = 200;
export const MAX_EMAIL = 254;

export const NO_RECIPIENTS = 'The file has no recipients: put one guest per row under a header row';
export const NO_EMAIL_COLUMN = 'No e-mail column: name a column "E-mail" in the first row';
export const TOO_MANY_RECIPIENTS = `Too many rows: at most ${MAX_RECIPIENTS.toLocaleString('en-US')} recipients in one list`;

interface FixedMail {
  label: string;
  /** Used when the row has no name. */
  nobody: string;
  title: string;
  /** Paragraphs; `{name}` is the recipient's name. */
  body: readonly string[];
}

export const SUPPORT_MAILS: Record<SupportMailKind, FixedMail> = {
  guest: {
    label: 'Guests',
    nobody: 'Guest',
    title: 'Thank you for staying with us: our support team is here for you',
    body: [
      'Dear {name},',
      'Thank you for choosing our hotels. If anything about your stay needs our attention (a receipt or an invoice, an item left behind, a change to a booking, or a question about our massage, the Rotenburo open-air bath or breakfast), simply reply to this e-mail: our support team answers within one working day.',
      'We look forward to welcoming you again.',
      'Kind regards,\nCustomer Support',
    ],
  },
  partner: {
    label: 'Partners',
    nobody: 'Partner',
    title: 'Your support contact at our hotels',
    body: [
      'Dear {name},',
      'Thank you for working with our hotels. For group and company bookings, invoices and payments, or any question about our rooms and services, reply to this e-mail: our partner support team answers within one working day.',
      'We value our partnership and look forward to your next request.',
      'Kind regards,\nPartner Support',
    ],
  },
};

/** The fixed title and body of a kind with the name filled in (a blank name reads "Dear Guest"). */
export function fillMail(kind: SupportMailKind, name: string): { subject: string; paragraphs: string[]; text: string } {
  const mail = SUPPORT_MAILS[kind];
  const who = name.trim() || mail.nobody;
  const paragraphs = mail.body.map((p) => p.replaceAll('{name}', who));
  return { subject: mail.title, paragraphs, text: paragraphs.join('\n\n') };
}

/**
 * An address a mail server will take: one @, a local part of the usual characters, a domain of labels with a
 * dot and no blanks; at most 254 characters. (Stricter than RFC 5321 on purpose: quoted local parts are refused.)
 */
export function isEmail(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMAIL) return false;
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(
    value,
  );
}

/** Addresses compare without case and blanks (two rows of one address are one recipient). */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export type Cell = string | number | boolean | null | undefined;
const text = (c: Cell): string =>
  String(c ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CELL);

/** A row of the list: its sheet row, the name and address read, the other columns, and why it can't be sent. */
export interface Recipient {
  row: number;
  name: string;
  email: string;
  extra: Record<string, string>;
  /** Set when the address can't be used: the row stays in the preview, flagged, and is not sent. */
  problem?: string;
}

export interface RecipientList {
  /** The sheet's column headings (the name and e-mail columns first). */
  columns: string[];
  recipients: Recipient[];
  /** Sheet rows dropped because their address was already in the list. */
  duplicates: number[];
  invalid: number;
}

const EMAIL_HEADER = /^(e[\s_-]?mail|mail|email address|e-mail address|địa chỉ email|メール.*)$/i;
const NAME_HEADER =
  /^(name|full ?name|guest|guest name|customer|customer name|contact|contact name|company|partner|họ tên|họ và tên|tên|名前|氏名|お名前)$/i;

function mostlyEmails(grid: readonly Cell[][], col: number): number {
  return grid.slice(0, 50).filter((r) => isEmail(text(r[col]))).length;
}

/** Which columns hold the address and the name, and whether the first row is a header. */
function layout(grid: readonly Cell[][]): { header: boolean; email: number; name: number; width: number } | null {
  const width = Math.min(MAX_COLUMNS, Math.max(0, ...grid.map((r) => r.length)));
  const first = Array.from({ length: width }, (_, i) => text(grid[0]?.[i]));
  const headerEmail = first.findIndex((h) => EMAIL_HEADER.test(h));
  const header = headerEmail >= 0 || !first.some((h) => isEmail(h));
  let email = headerEmail;
  if (email < 0) {
    const counts = first.map((_, i) => mostlyEmails(header ? grid.slice(1) : grid, i));
    const best = Math.max(0, ...counts);
    if (best === 0) return null;
    email = counts.indexOf(best);
  }
  let name = header ? first.findIndex((h, i) => i !== email && NAME_HEADER.test(h)) : -1;
  if (name < 0) name = first.findIndex((_, i) => i !== email);
  return { header, email, name, width };
}

/**
 * The recipients of a sheet (rows of cells): the first row is a header when it names the columns (an
 * "E-mail" column, or no address in it), blank rows are skipped, an address already in the list drops its
 * row (the first one stays), a row without a usable address stays flagged. Refusals as a message.
 */
export function recipientsFromSheet(
  grid: readonly Cell[][],
): { ok: true; list: RecipientList } | { ok: false; msg: string } {
  const found = layout(grid);
  const filled = (r: readonly Cell[]) => r.some((c) => text(c) !== '');
  if (!found)
    return grid.slice(1).some(filled) ? { ok: false, msg: NO_EMAIL_COLUMN } : { ok: false, msg: NO_RECIPIENTS };
  const { header, email, name, width } = found;
  const headings = Array.from({ length: width }, (_, i) =>
    header && text(grid[0]?.[i]) ? text(grid[0]?.[i]) : `Column ${i + 1}`,
  );
  const others = headings.map((h, i) => ({ h, i })).filter(({ i }) => i !== email && i !== name);
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  const duplicates: number[] = [];
  let invalid = 0;
  grid.forEach((cells, r) => {
    if ((header && r === 0) || !filled(cells)) return;
    if (recipients.length >= MAX_RECIPIENTS) {
      invalid = -1;
      return;
    }
    const address = text(cells[email]).replace(/^mailto:/i, '');
    const rec: Recipient = {
      row: r + 1,
      name: name >= 0 ? text(cells[name]) : '',
      email: address,
      extra: Object.fromEntries(others.filter(({ i }) => text(cells[i]) !== '').map(({ h, i }) => [h, text(cells[i])])),
    };
    if (!isEmail(address)) {
      rec.problem = address ? 'Not a valid e-mail' : 'No e-mail';
      invalid++;
    } else if (seen.has(emailKey(address))) {
      duplicates.push(r + 1);
      return;
    } else seen.add(emailKey(address));
    recipients.push(rec);
  });
  if (invalid < 0) return { ok: false, msg: TOO_MANY_RECIPIENTS };
  if (recipients.length === 0) return { ok: false, msg: NO_RECIPIENTS };
  const columns = [headings[name] ?? 'Name', headings[email], ...others.map((o) => o.h)];
  return { ok: true, list: { columns, recipients, duplicates, invalid } };
}

/** The list as sent for a job: flagged rows left out, one row per address (the first kept). */
export function sendableRecipients<T extends { email: string }>(list: readonly T[]): { list: T[]; duplicates: number } {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const r of list) {
    const key = emailKey(r.email);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return { list: out, duplicates: list.length - out.length };
}

/** A job's recipient states. 'unconfirmed': the server stopped while sending it; it is not sent again unless asked. */
export const RECIPIENT_STATES = ['pending', 'sending', 'sent', 'failed', 'unconfirmed'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
export type JobCounts = Record<RecipientState, number>;

/** A job is done when nothing waits or is on its way. */
export const jobDone = (c: JobCounts): boolean => c.pending === 0 && c.sending === 0;

/** Percent of the list finished (sent, failed or unconfirmed), whole. */
export function jobPercent(c: JobCounts): number {
  const total = RECIPIENT_STATES.reduce((s, k) => s + c[k], 0);
  if (total === 0) return 100;
  return Math.floor(((c.sent + c.failed + c.unconfirmed) / total) * 100);
}
