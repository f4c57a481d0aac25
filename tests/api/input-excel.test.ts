// /input_excel (issue 32): each kind's preview lists the rows and the refusals per sheet row and writes
// nothing; the confirm writes through the area's own write (seen in the area's own read), only with the
// preview's hash; a role that may not write the area gets 403; a file that is not a workbook, or has the
// wrong columns, gets a clear 4xx.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputExcelApi } from '../../src/contract/input-excel';
import { branchToday } from '../../src/domain/branches';
import { startTestServer, type TestServer } from '../support/server';
import { pathTo } from '../support/api-path';
import { accRow, calls, storeAccDay, tokens, type Who } from './acc-file-support';
import { refusal } from '../support/refusal';

let s: TestServer;
let token: (who: Who) => Promise<string>;
const day = branchToday(3);
const month = day.slice(0, 7);
const api = inputExcelApi;

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
  for (const who of ['accountant', 'reception', 'manager', 'admin'] as const) await token(who);
});
afterAll(() => s.close());

async function xlsx(lines: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const l of lines) ws.addRow(l);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every table an import may write. */
async function footprint(): Promise<string> {
  const tables = ['documents', 'audit', 'storage_items', 'grid_cells', 'members', 'doc_rows'] as const;
  const counts = await Promise.all(
    tables.map(async (t) => {
      const r = await s.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return `${t}:${r.n}`;
    }),
  );
  return counts.join(' ');
}

interface Case {
  kind: string;
  who: Who;
  refused: Who;
  preview: string;
  confirm: string;
  file: unknown[][];
  /** The refused row and a word of its reason. */
  refusal: { row: number; says: string };
  rows: number;
  /** What the area's own read shows after the confirm. */
  seen: () => Promise<unknown>;
}

const SUM_HEAD = ['HI', 'SI', 'Name', 'Room', 'Room Rate', 'VND'];
const cases: Case[] = [
  {
    kind: 'acc',
    who: 'accountant',
    refused: 'reception',
    preview: pathTo(api.accPreview, { branchId: 3, day }),
    confirm: pathTo(api.accConfirm, { branchId: 3, day }),
    file: [
      SUM_HEAD,
      ['H1', '', 'Ann Lee', '301', 500, 500],
      ['H2', '', 'Bo Kim', '302', 'abc', 0],
      ['H3', '', 'Cy', '303', 400, 400],
    ],
    refusal: { row: 3, says: "Room Rate: 'abc' is not a number" },
    rows: 2,
    seen: async () => {
      const res = await calls(s).get(await token('accountant'), `/acc/3/view_sum/${day}`);
      return (res.json() as { data: { content: { name: string }[] } }).data.content.map((r) => r.name);
    },
  },
  {
    kind: 'rc',
    who: 'reception',
    refused: 'admin',
    preview: pathTo(api.rcPreview, { branchId: 3, day }),
    confirm: pathTo(api.rcConfirm, { branchId: 3, day }),
    file: [SUM_HEAD, ['R1', '', 'Dee Vu', '201', 700, 700], ['R2', '', 'Eve', '202', 650, '1,2OO']],
    refusal: { row: 3, says: "'1,2OO' is not a number" },
    rows: 1,
    seen: async () => {
      const res = await calls(s).get(await token('reception'), `/rc/3/view_sum/${day}`);
      return (res.json() as { data: { content: { name: string }[] } }).data.content.map((r) => r.name);
    },
  },
  {
    kind: 'storage',
    who: 'manager',
    refused: 'accountant',
    preview: pathTo(api.storagePreview, { branchId: 3, month }),
    confirm: pathTo(api.storageConfirm, { branchId: 3, month }),
    file: [
      ['Tab', 'ID', 'Name', 'Unit', 'Start stock'],
      ['BEER', 'XL-1', 'Hanoi beer', 'Box', 12],
      ['SNACK', 'XL-2', 'Peanuts', 'Pack', 'ten'],
      ['SNACK', 'XL-3', 'Chips', 'Pack', ''],
    ],
    refusal: { row: 3, says: "Start stock 'ten' is not a number" },
    rows: 2,
    seen: async () => {
      const res = await calls(s).get(await token('manager'), `/storage/3/get_data/${month}`);
      const items = (res.json() as { data: { items: { itemId: string; exist: number }[] } }).data.items;
      return items.filter((i) => i.itemId.startsWith('XL-')).map((i) => `${i.itemId}=${i.exist}`);
    },
  },
  {
    kind: 'members',
    who: 'admin',
    refused: 'manager',
    preview: pathTo(api.membersPreview, {}),
    confirm: pathTo(api.membersConfirm, {}),
    file: [
      ['User ID', 'Name', 'Email', 'Login type', 'Points'],
      ['XL900001', 'Fay Tran', 'fay@example.com', 'Google', 1200],
      ['XL900002', 'Gus', 'not-an-address', 'Email', 0],
    ],
    refusal: { row: 3, says: "Email 'not-an-address' is not an e-mail address" },
    rows: 1,
    seen: async () => {
      const res = await calls(s).get(await token('admin'), '/azumayavietnam/find_membership/XL900001');
      return (res.json() as { data: { userId: string; rank: string }[] }).data.map((m) => `${m.userId} ${m.rank}`);
    },
  },
  {
    kind: 'support_mail',
    who: 'admin',
    refused: 'manager',
    preview: pathTo(api.supportMailPreview, {}),
    confirm: pathTo(api.supportMailConfirm, {}),
    file: [
      ['Name', 'Email'],
      ['Hal', 'hal@example.com'],
      ['Ivy', 'ivy@'],
    ],
    refusal: { row: 3, says: '' },
    rows: 1,
    seen: async () => [],
  },
];

describe.each(cases)('/input_excel $kind', (c) => {
  type Preview = { data: { rows: { row: number }[]; refusals: { row: number; msg: string }[]; hash: string } };

  it('previews the rows and the refusals per row, and writes nothing', async () => {
    if (c.kind === 'acc') await storeAccDay(s, 3, day, [accRow('a1', { name: 'KEPT ROW', HI: 'H0' })]);
    const before = await footprint();
    const res = await calls(s).raw(await token(c.who), c.preview, await xlsx(c.file));
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as Preview;
    expect(data.rows).toHaveLength(c.rows);
    expect(data.refusals.map((r) => r.row)).toEqual([c.refusal.row]);
    expect(data.refusals[0].msg).toContain(c.refusal.says);
    expect(await footprint()).toBe(before);
  });

  it('refuses a role that may not write the area (403), and a malformed file with a clear 4xx', async () => {
    const file = await xlsx(c.file);
    expect((await calls(s).raw(await token(c.refused), c.preview, file)).statusCode).toBe(403);
    const text = await calls(s).raw(await token(c.who), c.preview, Buffer.from('name,email\nx,y\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject(refusal('Please select only excel file types'));
    const broken = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 7)]);
    const unreadable = await calls(s).raw(await token(c.who), c.preview, broken);
    expect(unreadable.statusCode).toBe(422);
    expect((unreadable.json() as { msg: string }).msg).toMatch(/^The file is not a readable Excel workbook/);
    const wrong = await calls(s).raw(
      await token(c.who),
      c.preview,
      await xlsx([
        ['Nothing', 'Here'],
        ['a', 'b'],
      ]),
    );
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as { msg: string }).msg).toMatch(/column/i);
  });

  it('confirms only with the preview hash, then writes through the area', async () => {
    const file = await xlsx(c.file);
    const pre = (await calls(s).raw(await token(c.who), c.preview, file)).json() as Preview;
    const bad = await calls(s).raw(await token(c.who), `${c.confirm}?hash=${'0'.repeat(64)}`, file);
    expect(bad.statusCode).toBe(409);
    const res = await calls(s).raw(await token(c.who), `${c.confirm}?hash=${pre.data.hash}`, file);
    expect(res.statusCode).toBe(200);
    const done = res.json() as { count: number; screen: string; list?: { recipients: unknown[] } };
    expect(done.count).toBe(c.rows);
    if (c.kind === 'acc') expect(await c.seen()).toEqual(['KEPT ROW', 'ANN LEE', 'CY']);
    if (c.kind === 'rc') expect(((await c.seen()) as string[]).at(-1)).toBe('DEE VU');
    if (c.kind === 'storage') expect(await c.seen()).toEqual(['XL-1=12', 'XL-3=0']);
    if (c.kind === 'members') expect(await c.seen()).toEqual(['XL900001 silver']);
    if (c.kind === 'support_mail') expect(done.list?.recipients).toHaveLength(2);
    // The same confirm again: the area changed (or, for members, the ids are taken), so the hash no longer holds.
    if (c.kind !== 'support_mail') {
      const again = await calls(s).raw(await token(c.who), `${c.confirm}?hash=${pre.data.hash}`, file);
      expect(again.statusCode).toBe(409);
    }
  });
});
