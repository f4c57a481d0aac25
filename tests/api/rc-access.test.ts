// Who may read and write which sum: branch and area scope, roles, past days, charge fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls, serviceRow, today } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of [
    'reception.hbt1',
    'manager.hbt1',
    'accountant.hbt1',
    'admin',
    'areamanager.hcm',
    'accleader.hanoi',
  ]) {
    tokens[who] = (await s.login(`${who}@sumbook.test`)).token;
  }
});
afterAll(async () => {
  await s.close();
});

describe('branch and area scope', () => {
  it('reception of branch 3 cannot read branch 5 or another area; the manager of the branch can', async () => {
    const rc = rcCalls(s);
    const day = today(3);
    const other = await rc.view(tokens['reception.hbt1'], 5, day);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(refusal('Mistake Branch'));
    expect((await rc.view(tokens['reception.hbt1'], 1, day)).json().msg).toBe('Mistake Branch Area');
    expect((await rc.save(tokens['reception.hbt1'], 5, { day, version: 1, revision: 0, content: [] })).statusCode).toBe(
      403,
    );
    expect((await rc.view(tokens['manager.hbt1'], 3, day)).statusCode).toBe(200);
    expect((await rc.view(tokens['areamanager.hcm'], 3, day)).json().msg).toBe('Mistake Branch Area');
    expect((await rc.view(tokens['accleader.hanoi'], 5, freshDay())).json()).toEqual({ status: 1, msg: 'null' });
    expect((await s.app.inject({ url: apiUrl(rcApi.viewSum, { branchId: 3, date: day }) })).statusCode).toBe(401);
  });

  it('the administrator may read but not write; reception may not make a version', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    expect((await rc.view(tokens.admin, 3, day)).statusCode).toBe(200);
    const write = await rc.save(tokens.admin, 3, { day, version: 1, revision: 0, content: [] });
    expect(write.statusCode).toBe(403);
    expect(write.json().msg).toBe('You do not have permission for this action');
  });
});

describe('past days', () => {
  it('a past day being edited is "editing" for non-accountants and open to accountants; once sent anyone reads it', async () => {
    const rc = rcCalls(s);
    const day = '2024-03-12';
    await createSum(s, tokens['accountant.hbt1'], 3, day, [hotelRow('h1', day)]);
    expect((await rc.view(tokens['reception.hbt1'], 3, day)).json()).toEqual({ status: 1, msg: 'editing', version: 1 });
    expect((await rc.view(tokens['manager.hbt1'], 3, day)).json().msg).toBe('editing');
    expect((await rc.viewVersion(tokens['reception.hbt1'], 3, day, 1)).json().msg).toBe('editing');
    expect((await rc.view(tokens['accountant.hbt1'], 3, day)).json()).toMatchObject({
      msg: 'ok',
      data: { edit: true },
    });
    const save = await rc.save(tokens['reception.hbt1'], 3, { day, version: 1, revision: 1, content: [] });
    expect(save.statusCode).toBe(403);
    expect(save.json().msg).toBe('Editing this report day');
    expect((await rc.send(tokens['reception.hbt1'], 3, { day, version: 1, revision: 1 })).json().msg).toBe(
      'Editing this report day',
    );
    expect((await rc.send(tokens['accountant.hbt1'], 3, { day, version: 1, revision: 1 })).statusCode).toBe(200);
    expect((await rc.view(tokens['reception.hbt1'], 3, day)).json()).toMatchObject({
      msg: 'ok',
      data: { edit: false },
    });
  });

  it('a version opened on purpose (new version, agreed request) is editable by reception on a past day', async () => {
    const rc = rcCalls(s);
    const day = '2024-04-20';
    const made = await createSum(s, tokens['accountant.hbt1'], 3, day, [hotelRow('h1', day)]);
    expect((await rc.send(tokens['accountant.hbt1'], 3, { day, version: 1, revision: made.revision })).statusCode).toBe(
      200,
    );
    expect((await rc.newVersion(tokens['manager.hbt1'], 3, day, 1)).statusCode).toBe(201);
    const opened = (await rc.view(tokens['reception.hbt1'], 3, day)).json();
    expect(opened).toMatchObject({ msg: 'ok', data: { version: 2, edit: true } });
    const save = await rc.save(tokens['reception.hbt1'], 3, {
      day,
      version: 2,
      revision: opened.data.revision,
      content: [hotelRow('h1', day, { vnd: 1_500_000 })],
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().data.totals.sum_vnd).toBe(1_500_000);
  });

  it('reception saves today', async () => {
    const rc = rcCalls(s);
    const day = today(3);
    const head = (await rc.view(tokens['reception.hbt1'], 3, day)).json().data;
    const res = await rc.save(tokens['reception.hbt1'], 3, {
      day,
      version: head.version,
      revision: head.revision,
      content: head.content,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('charge fields', () => {
  it('are kept from the stored row (or blank on a new row) for reception, and taken from accountants', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const created = await createSum(s, tokens['reception.hbt1'], 3, day, [
      hotelRow('h1', day, { minibar: 50_000, telephone: 'Late check out' }),
      serviceRow('s1'),
    ]);
    expect(created.content[0]).toMatchObject({ minibar: 0, telephone: '', sub: 2_000_000 });
    const acc = await rc.save(tokens['accountant.hbt1'], 3, {
      day,
      version: 1,
      revision: 1,
      content: [
        hotelRow('h1', day, { minibar: 90_000, laundry: 40_000, telephone: 'Late check out' }),
        serviceRow('s1'),
      ],
    });
    expect(acc.json().data.content[0]).toMatchObject({
      minibar: 90_000,
      laundry: 40_000,
      telephone: 'Late check out',
      sub: 2_130_000,
    });
    const again = await rc.save(tokens['reception.hbt1'], 3, {
      day,
      version: 1,
      revision: 2,
      content: [
        hotelRow('h1', day, { minibar: 1, laundry: 0, telephone: 'changed', transfer: 300_000 }),
        serviceRow('s1', { dinning: 10 }),
      ],
    });
    const rows = again.json().data.content;
    expect(rows[0]).toMatchObject({ minibar: 90_000, laundry: 40_000, telephone: 'Late check out', transfer: 0 });
    expect(rows[1].dinning).toBe(0);
    expect(again.json().data.totals).toMatchObject({ sum_minibar: 90_000, sum_laundry: 40_000, sum_transfer: 0 });
  });
});
