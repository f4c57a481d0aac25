import { describe, expect, it } from 'vitest';
import { listBody } from '../../src/contract/support-mail';
import {
  MAX_CELL,
  MAX_EMAIL,
  MAX_RECIPIENTS,
  NO_EMAIL_COLUMN,
  NO_RECIPIENTS,
  TOO_MANY_RECIPIENTS,
  fillMail,
  isEmail,
  jobDone,
  jobPercent,
  recipientsFromSheet,
  sendableRecipients,
} from '../../src/domain/support-mail';

describe('isEmail', () => {
  it.each([
    ['tanaka@guest.test', true],
    ['first.last+tag@mail.example.co.jp', true],
    ['UPPER@EXAMPLE.COM', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['a@localhost', false],
    ['a@-bad.com', false],
    ['', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s -> %s', (value, ok) => expect(isEmail(value)).toBe(ok));
});

describe('fillMail', () => {
  it('fills the name into the fixed body; a blank name reads Guest or Partner', () => {
    expect(fillMail('guest', 'Tanaka Ken').text.startsWith('Dear Tanaka Ken,')).toBe(true);
    expect(fillMail('guest', '  ').paragraphs[0]).toBe('Dear Guest,');
    expect(fillMail('partner', '').paragraphs[0]).toBe('Dear Partner,');
    expect(fillMail('guest', 'x').subject).toBe(fillMail('guest', 'y').subject);
    expect(fillMail('guest', 'x').text).not.toContain('{name}');
  });
});

describe('recipientsFromSheet', () => {
  it('reads the header, flags bad addresses, drops later duplicates and blank rows', () => {
    const out = recipientsFromSheet([
      ['Room', 'Guest Name', 'Email'],
      [101, 'A', 'a@x.test'],
      [],
      [102, 'B', 'broken'],
      [103, 'A2', 'A@X.TEST'],
    ]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.list.columns).toEqual(['Guest Name', 'Email', 'Room']);
    expect(out.list.recipients.map((r) => [r.row, r.name, r.email, r.problem ?? ''])).toEqual([
      [2, 'A', 'a@x.test', ''],
      [4, 'B', 'broken', 'Not a valid e-mail'],
    ]);
    expect(out.list.recipients[0].extra).toEqual({ Room: '101' });
    expect(out.list.duplicates).toEqual([5]);
    expect(out.list.invalid).toBe(1);
  });

  it('takes a sheet without a header: the address column is the one holding addresses', () => {
    const out = recipientsFromSheet([
      ['Ms Lan', 'lan@x.test'],
      ['Mr Minh', 'minh@x.test'],
    ]);
    expect(out.ok && out.list.recipients.map((r) => r.name)).toEqual(['Ms Lan', 'Mr Minh']);
    expect(out.ok && out.list.columns).toEqual(['Column 1', 'Column 2']);
  });

  it('finds an address column under another heading by its contents', () => {
    const out = recipientsFromSheet([
      ['Name', 'Contact'],
      ['A', 'a@x.test'],
    ]);
    expect(out.ok && out.list.recipients[0]).toMatchObject({ name: 'A', email: 'a@x.test' });
  });

  it('refuses an empty sheet, a sheet without addresses and a list over the limit', () => {
    expect(recipientsFromSheet([])).toEqual({ ok: false, msg: NO_RECIPIENTS });
    expect(recipientsFromSheet([['Name', 'E-mail']])).toEqual({ ok: false, msg: NO_RECIPIENTS });
    expect(
      recipientsFromSheet([
        ['Name', 'Room'],
        ['A', 1],
      ]),
    ).toEqual({ ok: false, msg: NO_EMAIL_COLUMN });
    const many = [
      ['Name', 'E-mail'],
      ...Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => [`N${i}`, `n${i}@x.test`]),
    ];
    expect(recipientsFromSheet(many)).toEqual({ ok: false, msg: TOO_MANY_RECIPIENTS });
    expect(recipientsFromSheet(many.slice(0, MAX_RECIPIENTS + 1)).ok).toBe(true);
  });
});

describe('sendable list and job progress', () => {
  it('keeps the first row of an address', () => {
    const out = sendableRecipients([{ email: 'a@x.test' }, { email: ' A@X.test' }, { email: 'b@x.test' }]);
    expect(out).toEqual({ list: [{ email: 'a@x.test' }, { email: 'b@x.test' }], duplicates: 1 });
  });
  it('is done when nothing waits; the percent counts what is finished', () => {
    const c = { pending: 1, sending: 1, sent: 6, failed: 1, unconfirmed: 1 };
    expect(jobDone(c)).toBe(false);
    expect(jobPercent(c)).toBe(80);
    expect(jobDone({ ...c, pending: 0, sending: 0 })).toBe(true);
    expect(jobPercent({ pending: 0, sending: 0, sent: 0, failed: 0, unconfirmed: 0 })).toBe(100);
  });
});

describe('the list a job is sent', () => {
  it('carries names and addresses only: the sheet’s other columns are dropped', () => {
    const body = listBody.parse({
      recipients: [{ name: ' A ', email: 'a@x.test', extra: { Room: '101', Company: 'JTB' } }],
    });
    expect(body.recipients).toEqual([{ name: 'A', email: 'a@x.test' }]);
  });
  it('fits the 5 MB request limit at its largest (5,000 rows of the longest name and address)', () => {
    const email = `${'a'.repeat(MAX_EMAIL - 12)}@example.com`;
    const recipients = Array.from({ length: MAX_RECIPIENTS }, () => ({ name: 'é'.repeat(MAX_CELL), email }));
    expect(listBody.parse({ recipients }).recipients).toHaveLength(MAX_RECIPIENTS);
    expect(Buffer.byteLength(JSON.stringify({ recipients }))).toBeLessThan(5 * 1024 * 1024);
  });
});
