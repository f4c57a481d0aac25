// Excel in: the templates download as real legacy .xls files; a real .xls written from the template (with
// SheetJS, here in the test) and an .xlsx import as a preview with the x 1000 rule and store nothing;
// hostile files each get a clear 4xx and change nothing.
import { deflateRawSync } from 'node:zlib';
import * as X from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateHeader } from '../../src/domain/acc-import';
import { DEBIT_PURPLE } from '../../src/domain/row-style';
import { startTestServer, type TestServer } from '../support/server';
import { calls, tokens, type Who } from './acc-file-support';
import { accExcelApi } from '../../src/contract/acc-excel';
import { apiUrl, pathTo } from '../support/api-path';

let s: TestServer;
let token: (who: Who) => Promise<string>;
const ONLY_EXCEL = 'Please select only excel file types';
const XLS = 'application/vnd.ms-excel';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  s = await startTestServer();
  token = tokens(s);
  // Signed in before the footprints are taken (a sign-in is audited).
  for (const who of ['accountant', 'leader', 'reception'] as const) await token(who);
});
afterAll(() => s.close());

async function template(type: 'sum' | 'debit'): Promise<Buffer> {
  const res = await calls(s).get(await token('reception'), pathTo(accExcelApi.downFormatExcel, { type }));
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The template filled with rows and written back as a legacy .xls (BIFF8). */
async function filledXls(type: 'sum' | 'debit', rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = X.read(await template(type), { type: 'buffer' });
  const ws = wb.Sheets[wb.SheetNames[0]];
  const header = X.utils.sheet_to_json<string[]>(ws, { header: 1 })[0];
  X.utils.sheet_add_aoa(
    ws,
    rows.map((r) => header.map((h) => r[h] ?? null)),
    { origin: 'A2' },
  );
  return X.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function xlsxOf(lines: unknown[][], formulaAt?: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const l of lines) ws.addRow(l);
  if (formulaAt) ws.getCell(formulaAt).value = { formula: 'SUM(A2:A3)', result: 3 };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every table that an import must leave alone. */
async function footprint(): Promise<string> {
  const counts = await Promise.all(
    (['documents', 'audit', 'idempotency', 'rc_rows', 'debits'] as const).map(async (t) => {
      const r = await s.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return `${t}:${r.n}`;
    }),
  );
  return counts.join(' ');
}

const upload = async (body: Buffer, type = 'accMakeSum', contentType = XLS, who: Who = 'accountant', branch = 3) =>
  calls(s).raw(await token(who), pathTo(accExcelApi.importExcel, { branchId: branch, type }), body, contentType);

describe('down_format_excel: the templates as real .xls files', () => {
  it.each([
    ['sum', 'format_input_ACC_Sum.xls'],
    ['debit', 'format_input_debit.xls'],
  ] as const)('%s -> %s, a BIFF8 workbook with the template header', async (type, name) => {
    const res = await calls(s).get(await token('reception'), pathTo(accExcelApi.downFormatExcel, { type }));
    expect(res.headers['content-disposition']).toContain(`filename="${name}"`);
    expect(res.headers['content-type']).toContain('application/vnd.ms-excel');
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    // An OLE compound file with a BIFF8 'Workbook' stream.
    expect(X.CFB.find(X.CFB.read(res.rawPayload, { type: 'buffer' }), 'Workbook')).toBeTruthy();
    const wb = X.read(res.rawPayload, { type: 'buffer' });
    const rows = X.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]], { header: 1 });
    expect(rows).toEqual([templateHeader(type)]);
  });

  it('needs a token; an unknown type is refused', async () => {
    expect((await s.app.inject({ url: apiUrl(accExcelApi.downFormatExcel, { type: 'sum' }) })).statusCode).toBe(401);
    expect(
      (await calls(s).get(await token('reception'), pathTo(accExcelApi.downFormatExcel, { type: 'xls' }))).statusCode,
    ).toBe(400);
  });
});

describe('import_excel: a preview, nothing stored', () => {
  const rows = [
    {
      'Hotel Invoice': 'H300',
      Name: 'tanaka yuki',
      'Room Number': '201',
      'Check In': '28/02/2031',
      'Check Out': new Date(Date.UTC(2031, 2, 2)),
      'Room Rate': 1200,
      Laundry: 50,
      VND: 2450,
      USD: 12.5,
      'USD card': 3.25,
      'VND card': 100,
      'Telephone / Note': 'late check-out',
    },
    { 'Service Invoice': 'S77', Name: 'sato', Massage: 250, JPY: 2 },
  ];

  it('a real .xls from the template: numbers x 1000 except usd and vcb_usd, dates as year-month-day, nights 0', async () => {
    const before = await footprint();
    const res = await upload(await filledXls('sum', rows));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ type: 'accMakeSum', template: 'sum', format: 'xls', warnings: [] });
    expect(data.rows).toHaveLength(2);
    expect(data.rows[0]).toMatchObject({
      HI: 'H300',
      name: 'TANAKA YUKI',
      room: '201',
      checkin: '2031-02-28',
      checkout: '2031-03-02',
      nights: 0,
      amount: 0,
      room_rate: 1_200_000,
      unit_price: 1_200_000,
      laundry: 50_000,
      vnd: 2_450_000,
      usd: 12.5,
      vcb_usd: 3.25,
      vcb: 100_000,
      telephone: 'late check-out',
      sub: 50_000,
      style: {},
    });
    expect(data.rows[1]).toMatchObject({ SI: 'S77', massage: 250_000, yen: 2_000, serviceTotal: 250_000 });
    expect(await footprint()).toBe(before);
  });

  it('other load types: the purple debit style; the debit template with its Company column', async () => {
    const res = await upload(await filledXls('debit', [{ ...rows[0], Company: 'Sakura Trading' }]), 'debitOnSum');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.rows[0];
    expect(res.json().data.template).toBe('debit');
    expect(row).toMatchObject({ company: 'Sakura Trading', name: 'DEBIT_TANAKA YUKI', paid: 'Debit' });
    expect(row.style.HI.background).toBe(DEBIT_PURPLE);
    expect(row.style.UnitPrice.background).toBe(DEBIT_PURPLE);
  });

  it('an .xlsx with the template headings in another order, with a warning for a cell it cannot read', async () => {
    const file = await xlsxOf([
      ['VND', 'Name', 'Hotel Invoice', 'Service Invoice', 'Check In'],
      [1.5, 'kim', 'H1', '', 'soon'],
      [],
      ['', 'lee', '', 'S2', '2031-03-01'],
    ]);
    const res = await upload(file, 'accDebit', 'application/octet-stream', 'leader');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.format).toBe('xlsx');
    expect(data.rows.map((r: { vnd: number; checkin: string }) => [r.vnd, r.checkin])).toEqual([
      [1_500, ''],
      [0, '2031-03-01'],
    ]);
    expect(data.warnings).toEqual([{ row: 2, column: 'Check In', msg: "'soon' is not a date: left empty" }]);
  });
});

/** A zip of one part holding `size` zero bytes, whose directory declares `declared` bytes. */
function zipBomb(size: number, declared: number, names = ['[Content_Types].xml', 'xl/workbook.xml']): Buffer {
  const data = deflateRawSync(Buffer.alloc(size));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe('hostile files: a clear 4xx, nothing changed', () => {
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096, 7)]);
  const word = (() => {
    const cfb = X.CFB.utils.cfb_new();
    X.CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.alloc(2048, 1));
    return X.CFB.write(cfb, { type: 'buffer' }) as Buffer;
  })();
  const cases: [string, () => Promise<Buffer> | Buffer, number, string, string?][] = [
    ['a renamed .exe', () => exe, 415, ONLY_EXCEL],
    ['a renamed .exe sent as an Excel type', () => exe, 415, ONLY_EXCEL, XLSX_TYPE],
    ['a text file', () => Buffer.from('HI,SI,Name\n1,,x\n'), 415, ONLY_EXCEL, 'text/csv'],
    ['JSON', () => Buffer.from('{"rows":[]}'), 415, ONLY_EXCEL, 'application/json'],
    ['an empty body', () => Buffer.alloc(0), 415, ONLY_EXCEL],
    ['a Word document (an OLE file without a workbook)', () => word, 415, ONLY_EXCEL],
    ['a zip that is no workbook', () => zipBomb(10, 10, ['hello.txt']), 415, ONLY_EXCEL],
    [
      'a cut .xlsx',
      async () => (await xlsxOf([['Hotel Invoice']])).subarray(0, 300),
      422,
      'not a readable Excel workbook',
    ],
    [
      'a zip bomb declaring 30 MB',
      () => zipBomb(30 * 1024 * 1024, 30 * 1024 * 1024),
      413,
      'would unpack to more than 20 MB',
    ],
    ['a zip bomb lying about its size', () => zipBomb(30 * 1024 * 1024, 1000), 413, 'unpacks to more than it declares'],
    [
      '50 MB',
      () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(50 * 1024 * 1024)]),
      413,
      'Request body is too large',
    ],
    [
      'wrong columns',
      () => xlsxOf([['Invoice', 'Guest', 'Money']]),
      422,
      "Wrong columns: 'Invoice' in A1; expected the header of format_input_ACC_Sum.xls: Hotel Invoice | Service Invoice | Name",
    ],
    [
      'a formula',
      () =>
        xlsxOf(
          [
            ['Hotel Invoice', 'Service Invoice', 'Name', 'Laundry'],
            ['H1', '', 'a', 1],
            ['H2', '', 'b', 2],
          ],
          'D3',
        ),
      422,
      'Formulas are not accepted: cell D3 holds =SUM(A2:A3)',
    ],
    [
      '5,001 rows',
      () => {
        const ws = X.utils.aoa_to_sheet([
          ['HI', 'SI', 'Name'],
          ...Array.from({ length: 5001 }, (_, i) => [`H${i}`, '', 'x']),
        ]);
        const wb = X.utils.book_new();
        X.utils.book_append_sheet(wb, ws, 'S');
        return X.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
      },
      422,
      'Too many rows: at most 5,000 rows can be imported at once',
    ],
    [
      '100,000 rows',
      () => {
        const ws = X.utils.aoa_to_sheet([
          ['HI', 'SI', 'Name'],
          ...Array.from({ length: 100_000 }, (_, i) => [i, '', 'x']),
        ]);
        const wb = X.utils.book_new();
        X.utils.book_append_sheet(wb, ws, 'S');
        return X.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
      },
      422,
      'Too many rows',
    ],
  ];

  it.each(cases)('%s', async (_name, make, code, msg, contentType) => {
    const file = await make();
    const before = await footprint();
    const t0 = performance.now();
    const res = await upload(file, 'accMakeSum', contentType ?? 'application/octet-stream');
    expect(res.statusCode).toBe(code);
    expect(res.json().status).toBe(0);
    expect(res.json().msg).toContain(msg);
    // Refused quickly: a hostile file does not keep the server busy.
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(await footprint()).toBe(before);
  });
});

describe('who may import: ACC_WRITE_ROLES within their branches', () => {
  it.each<[Who, number, number, string]>([
    ['accountant', 3, 200, ''],
    ['leader', 5, 200, ''],
    ['ceo', 3, 403, 'You do not have permission for this action'],
    ['chief', 3, 403, 'You do not have permission for this action'],
    ['reception', 3, 403, 'You do not have permission for this action'],
    ['manager', 3, 403, 'You do not have permission for this action'],
    ['accountant', 5, 403, 'Mistake Branch'],
    ['accountantTvl', 3, 403, 'Mistake Branch Area'],
  ])('%s on branch %i -> %i', async (who, branch, code, msg) => {
    const file = await xlsxOf([
      ['Hotel Invoice', 'Service Invoice', 'Name'],
      ['H1', '', 'a'],
    ]);
    const res = await upload(file, 'accMakeSum', XLSX_TYPE, who, branch);
    expect(res.statusCode).toBe(code);
    if (msg) expect(res.json().msg).toBe(msg);
  });

  it('an unknown load type is refused', async () => {
    const res = await upload(await xlsxOf([['HI', 'SI', 'Name']]), 'rcSum');
    expect(res.statusCode).toBe(400);
  });
});
