// A mail failure after the lock: 502 "Error when send mail", the sum stays sent (locked), and the same
// send repeated retries only the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/server/kernel/mail';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls } from './rc-support';
import { refusal } from '../support/refusal';

let s: TestServer;
let failNext = true;
const sent: Mail[] = [];
beforeAll(async () => {
  s = await startTestServer(
    {},
    {
      mailer: {
        send: async (mail) => {
          if (failNext) {
            failNext = false;
            throw new Error('SMTP connection refused');
          }
          sent.push(mail);
        },
      },
    },
  );
});
afterAll(async () => {
  await s.close();
});

describe('send when the mail fails', () => {
  it('keeps the lock, answers 502, and mails on a repeat of the same send', async () => {
    const rc = rcCalls(s);
    const reception = (await s.login('reception.hbt1@sumbook.test')).token;
    const day = freshDay();
    await createSum(s, reception, 3, day, [hotelRow('h1', day), hotelRow('d1', day, { action: 'DEBIT PAY', vnd: 0 })]);
    const first = await rc.send(reception, 3, { day, version: 1, revision: 1, note: 'night shift' });
    expect(first.statusCode).toBe(502);
    expect(first.json()).toEqual(refusal('Error when send mail'));
    expect((await rc.view(reception, 3, day)).json().data).toMatchObject({ edit: false, revision: 2 });
    const failed = await s.db.selectFrom('audit').select('action').where('target', '=', `rc:3:${day}:1`).execute();
    expect(failed.map((a) => a.action)).toEqual(['rc.save', 'rc.send', 'rc.send_mail_failed']);

    const retry = await rc.send(reception, 3, { day, version: 1, revision: 1, note: 'night shift' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ msg: 'SUCCESS SENT REPORT DATA', data: { edit: false, revision: 2 } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['manager.hbt1@sumbook.test'], subject: `[Sumbook] RC SUM HBT1 ${day} v1` });
    expect(sent[0].attachments?.[0].filename).toBe(`HBT1_RC SUM ${day} v1.xlsx`);
    const lines = await s.db
      .selectFrom('debits')
      .select('row_id')
      .where('branch_id', '=', 3)
      .where('book', '=', 'rc')
      .where('day', '=', day)
      // Lines of this test's sum only: the demo book's generated lines (dbt-...) can share the day.
      .where('row_id', 'not like', 'dbt-%')
      .execute();
    expect(lines).toEqual([{ row_id: 'd1' }]);

    const third = await rc.send(reception, 3, { day, version: 1, revision: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json().msg).toBe("Can't SEND report, please reload page and check again.");
  });

  it('mails the area manager when the branch has no manager, and the CEO when the area has none', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const pp = (await s.login('reception.pp@sumbook.test')).token;
    await createSum(s, pp, 11, day, [hotelRow('h1', day, { room_rate: 40, usd: 80, vnd: 0 })]);
    expect((await rc.send(pp, 11, { day, version: 1, revision: 1 })).statusCode).toBe(200);
    expect(sent.at(-1)?.to).toEqual(['ceo@sumbook.test']);
    expect(sent.at(-1)?.html).toContain('80.00');
    expect(sent.at(-1)?.html).toContain('KHR');
    const tvl = (await s.login('reception.tvl1@sumbook.test')).token;
    await createSum(s, tvl, 1, day, [hotelRow('h1', day)]);
    await rc.send(tvl, 1, { day, version: 1, revision: 1 });
    expect(sent.at(-1)?.to).toEqual(['manager.tvl1@sumbook.test']);
    const area = (await s.login('areamanager.hcm@sumbook.test')).token;
    await createSum(s, area, 4, day, [hotelRow('h1', day)]);
    expect((await rc.send(area, 4, { day, version: 1, revision: 1 })).statusCode).toBe(200);
    expect(sent.at(-1)?.to).toEqual(['areamanager.hcm@sumbook.test']);
  });
});
