// Small hand-made exports of the old system, as `mongoexport` writes them: receptionSums, debits and surveys
// one document per line, the others as a JSON array, with extended JSON ids and dates.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const oid = (n: number) => ({ $oid: `65f0000000000000000000${String(n).padStart(2, '0')}` });
/** 17:00 UTC is midnight of the next day in Viet Nam: the import must file it under the next day. */
const date = (utc: string) => ({ $date: utc });

const row = (id: string, extra: Record<string, unknown>) => ({ ID: id, HI: '', SI: '', name: 'Tanaka', ...extra });

export function goodAndBrokenExports(room: string): Record<string, unknown[]> {
  return {
    branches: [
      { _id: oid(1), ID: 16, branch: 'Dao Tan', area: 'Ha Noi', room: '28' },
      { _id: oid(2), ID: 98, branch: 'Test', area: 'Ha Noi', room: 1 },
      { _id: oid(3), ID: 15, branch: 'Kim Ma 3', room: 30 },
    ],
    users: [
      { _id: oid(10), email: 'Old.Reception@Example.com', name: 'Old Reception', role: 0, branchID: 3 },
      { _id: oid(11), email: 'old.reception@example.com', name: 'Twice', role: 0, branchID: 3 },
      { _id: oid(12), email: 'nowhere@example.com', name: 'Nowhere', role: 0, branchID: 42 },
      { _id: oid(13), email: 'reception.hbt1@sumbook.test', name: 'Taken', role: 0, branchID: 3 },
      { _id: oid(14), name: 'No mail', role: 0, branchID: 3 },
    ],
    receptionSums: [
      {
        _id: oid(20),
        branchID: 3,
        sum_credit: date('2024-04-30T17:00:00Z'),
        version: 1,
        edit: false,
        maker: 'Lan',
        content: [row('r1', { SI: 'S1', massage: '250,000', vnd: '250,000', 'MS 70P': '1' })],
      },
      {
        _id: oid(21),
        branchID: 3,
        sum_credit: date('2024-04-30T17:00:00Z'),
        version: 2,
        edit: true,
        maker: 'Lan',
        note: 'late card',
        content: [
          row('r1', { SI: 'S1', massage: '250,000', vnd: '250,000', 'MS 70P': '1' }),
          row('r2', { SI: 'S2', breakfast: '1,200,000', vcb: '1,200,000' }),
        ],
      },
      {
        _id: oid(22),
        branchID: 3,
        sum_credit: '2024-05-02',
        version: 1,
        content: [row('r1', { SI: 'S3', vnd: '1,2OO,000' })],
      },
      { _id: oid(23), branchID: 3, sum_credit: '2024-05-03', version: 1, content: [] },
      { _id: oid(24), branchID: 3, sum_credit: '2024-05-03', version: 3, content: [] },
      { _id: oid(25), branchID: 42, sum_credit: '2024-05-04', version: 1, content: [] },
      { _id: oid(26), branchID: 3, sum_credit: '2024-05-01', version: 1, content: [] },
      { _id: oid(20), branchID: 3, sum_credit: '2024-05-05', version: 1, content: [] },
      { _id: oid(27), branchID: 3, version: 1, content: [] },
    ],
    accountantSums: [
      {
        _id: oid(30),
        branchID: 3,
        sum_credit: '2024-05-01',
        version: 1,
        edit: false,
        content: [row('a1', { SI: 'S1', massage: '250,000', vnd: '250,000' })],
      },
    ],
    managerReports: [
      {
        _id: oid(40),
        branchID: 3,
        sum_credit: '2024-05-01',
        version: 1,
        edit: false,
        content: { day_customers: '12', day_sale_vnd: '9,600,000', BF_customers: 3, massage70m_guest: '2' },
      },
    ],
    debits: [
      {
        _id: oid(50),
        branchID: 3,
        sum_credit: date('2024-05-01T03:00:00Z'),
        HI: 'H900',
        name: 'ACME guest',
        company: 'ACME',
        room,
        room_rate: '1,000,000',
        rate: 1,
        checkin: '2024-05-01',
        checkout: '2024-05-03',
        action: 'DEBIT COMPANY',
        paid: 'Debit',
        log: ['2024-05-01 10:00 Debit from RC Sum by Lan'],
      },
      { _id: oid(51), branchID: 3, HI: 'H901', action: 'DEBIT PAY' },
    ],
    expectedPlans: [
      {
        _id: oid(60),
        branchID: 3,
        month: '2024-05',
        content: { [room]: { '1': { rate: '1,100,000', comment: 'VIP' } } },
      },
      { _id: oid(61), branchID: 3, month: '2024-06', content: { Z999: { '1': { rate: 1 } } } },
    ],
    surveys: [
      {
        _id: oid(70),
        branchID: 3,
        mdate: '2024-05-01',
        mtime: '09:30',
        table: 'roomScan',
        room_number: room,
        mcau1: '1 night',
        mcau3: 'first',
        mcau5: [
          { nameSubAnswer: 'price', answer: '4' },
          { nameSubAnswer: 'reception', answer: 5 },
        ],
        mcau7: 'yes',
        mcau8: 'Good stay',
        mstatus: true,
      },
      { _id: oid(71), branchID: 3, mdate: '2024-05-01', mcau1: 'forever' },
    ],
    notifications: [
      { _id: oid(80), title: 'Request edit', Conent: 'Please', type: 1, isread: false, sent_to: oid(10).$oid },
      { _id: oid(81), title: 'Odd', type: 7, role: 2 },
    ],
  };
}

/** Writes the collections to a new temporary folder: the first three as arrays, the rest a document per line. */
export function writeExports(collections: Record<string, unknown[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sumbook-legacy-'));
  const asArray = new Set(['branches', 'users', 'accountantSums', 'managerReports', 'expectedPlans', 'notifications']);
  for (const [name, docs] of Object.entries(collections)) {
    const text = asArray.has(name) ? JSON.stringify(docs) : docs.map((d) => JSON.stringify(d)).join('\n');
    writeFileSync(join(dir, `${name}.json`), `${text}\n`);
  }
  return dir;
}

/** The report's lines; `verb` is 'to import' (dry run) or 'imported', `n` the count of each collection. */
export function report(verb: string, n: Record<string, number>, already: Record<string, number> = {}): string[] {
  const head = (name: string, refused: number) =>
    `${name}: ${n[name] ?? 0} ${verb}, ${already[name] ?? 0} already imported, ${refused} refused`;
  return [
    head('branches', 2),
    'branches: item 2: branch 98 is a test branch (96-99): left out',
    'branches: item 3: area is missing',
    head('users', 4),
    'users: item 2: email old.reception@example.com is also at item 1',
    'users: item 3: unknown branch 42',
    'users: item 4: email reception.hbt1@sumbook.test already has a Sumbook account',
    'users: item 5: email is missing',
    head('receptionSums', 7),
    'receptionSums: line 3: row 1 vnd "1,2OO,000" is not a number',
    'receptionSums: line 4: version 2 of the reception sum of branch 3 2024-05-03 is missing (versions 1, 3)',
    'receptionSums: line 5: version 2 of the reception sum of branch 3 2024-05-03 is missing (versions 1, 3)',
    'receptionSums: line 6: unknown branch 42',
    'receptionSums: line 7: version 1 of the reception sum of branch 3 2024-05-01 is also at line 1',
    'receptionSums: line 8: duplicate _id 65f000000000000000000020 (first at line 1)',
    'receptionSums: line 9: sum_credit is missing',
    head('accountantSums', 0),
    head('managerReports', 0),
    head('debits', 1),
    'debits: line 2: sum_credit is missing',
    head('expectedPlans', 1),
    'expectedPlans: item 2: room Z999 is not a room of branch 3',
    head('surveys', 1),
    'surveys: line 2: mcau1 "forever" is not one of its choices',
    head('notifications', 1),
    'notifications: item 2: type 7 is not a notification type (1-4, 10)',
  ];
}

/** What the first real run of goodAndBrokenExports imports, per collection. */
export const FIRST = {
  branches: 1,
  users: 1,
  receptionSums: 2,
  accountantSums: 1,
  managerReports: 1,
  debits: 1,
  expectedPlans: 1,
  surveys: 1,
  notifications: 1,
};
