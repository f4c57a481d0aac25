import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { packagesFor } from '../../src/domain/packages';
import { cellValue, fieldOf, PAY_GROUPS, rcColumns, shownDecimals } from '../../src/domain/rc-columns';
import { mailCellText, packagesText, sheetColumns } from '../../src/domain/rc-sheet';
import { serviceTotalOf, subOf } from '../../src/domain/row-rules';
import { STYLE_KEYS } from '../../src/domain/row-style';
import { SUMMED_FIELDS } from '../../src/domain/totals';

const row = (over: Partial<InvoiceRow> = {}): InvoiceRow => ({ ...emptyRow('r'), ...over });
const keys = (branch: number) =>
  rcColumns(branch)
    .filter((c) => !c.key.startsWith('pkg:'))
    .map((c) => c.key);

// Document 4's accountant sheet: invoice numbers; Discount, Rate, Description, Room; Date Stay; Other (Action);
// the hotel group (Unit Price, Nights, Amount, Telephone/Note, Laundry, Minibar, Pickup/Transfer, Other Hotel,
// Dinning, Other, Sub); SERVICE (Breakfast, Sauna, Massage, Total); Guest Pay by Cash (VND, USD, JPY);
// Guest Pay by Card/Transfer (VND card, USD card, VND transfer, Other Pay); then expenses, then the packages.
const BRANCH_1 = [
  'HI',
  'SI',
  'discount',
  'rate',
  'name',
  'company',
  'room',
  'checkin',
  'checkout',
  'action',
  'room_rate',
  'unit_price',
  'nights',
  'amount',
  'telephone',
  'laundry',
  'minibar',
  'transfer',
  'other_hotel',
  'dinning',
  'AzOther',
  'sub',
  'breakfast',
  'sauna',
  'massage',
  'serviceTotal',
  'vnd',
  'usd',
  'yen',
  'vcb',
  'vcb_usd',
  'vcb_other',
  'vcb_other_usd',
  'otherPay',
  'exp',
  'exp_rate',
  'exp_rate_type',
];
// Branch 11 (spec 2 sections 3.1 and 5.5): sub adds freeLD and massage, the service total dinning, cafe and
// paiddebit; exp_rate is the PPCB QR payment; no JPY and no expense columns.
const BRANCH_11 = [
  'HI',
  'SI',
  'discount',
  'rate',
  'name',
  'company',
  'room',
  'checkin',
  'checkout',
  'action',
  'room_rate',
  'unit_price',
  'nights',
  'amount',
  'telephone',
  'laundry',
  'minibar',
  'transfer',
  'freeLD',
  'massage',
  'AzOther',
  'sub',
  'dinning',
  'cafe',
  'breakfast',
  'sauna',
  'paiddebit',
  'serviceTotal',
  'vnd',
  'usd',
  'vcb',
  'vcb_usd',
  'vcb_other',
  'vcb_other_usd',
  'exp_rate',
  'otherPay',
];

describe("one column table per branch, in the order of the accountants' sheet", () => {
  it.each([
    [1, BRANCH_1],
    [3, BRANCH_1],
    [13, BRANCH_1],
    [11, BRANCH_11],
  ])('branch %i', (branch, list) => {
    expect(keys(branch)).toEqual(list);
  });

  it.each([1, 3, 4, 8, 11, 12, 13, 99])(
    'branch %i: its package columns (spec 2 section 9) come last, in package order',
    (branch) => {
      const cols = rcColumns(branch);
      const pkgs = packagesFor(branch);
      expect(cols.slice(-pkgs.length).map((c) => c.key)).toEqual(pkgs.map((p) => `pkg:${p}`));
      expect(cols.filter((c) => c.key.startsWith('pkg:'))).toHaveLength(pkgs.length);
    },
  );

  it.each([1, 11])('branch %i: keys are unique, totals are summed fields, styles are style keys', (branch) => {
    const cols = rcColumns(branch);
    expect(new Set(cols.map((c) => c.key)).size).toBe(cols.length);
    for (const c of cols) {
      if (c.total) expect(SUMMED_FIELDS.map((f) => `sum_${f}`)).toContain(c.total);
      if (c.style) expect(STYLE_KEYS).toContain(c.style);
    }
  });

  it("HI, SI and the name stay in view; only the row rules' figures are computed", () => {
    expect(
      rcColumns(1)
        .filter((c) => c.sticky)
        .map((c) => c.key),
    ).toEqual(['HI', 'SI', 'name']);
    expect(
      rcColumns(11)
        .filter((c) => c.computed)
        .map((c) => c.key),
    ).toEqual(['unit_price', 'nights', 'amount', 'sub', 'serviceTotal']);
  });
});

describe('groups follow the row rules: the Hotel group is what Sub adds, SERVICE what its Total adds', () => {
  const charges = (branch: number, group: string) =>
    rcColumns(branch)
      .filter((c) => c.group === group && c.kind !== 'count' && !c.computed && c.sheet !== 'screen')
      .map((c) => c.key);
  it.each([1, 11])('branch %i', (branch) => {
    const hotel = charges(branch, 'Hotel');
    const service = charges(branch, 'SERVICE');
    const filled = (fields: string[]) => row({ HI: '1', ...Object.fromEntries(fields.map((f, i) => [f, 10 ** i])) });
    const all = (fields: string[]) => fields.reduce((n, _f, i) => n + 10 ** i, 0);
    expect(subOf(filled(hotel), branch)).toBe(all(hotel));
    expect(serviceTotalOf(filled(service), branch)).toBe(all(service));
    expect(serviceTotalOf(filled(hotel), branch)).toBe(0);
    expect(subOf(filled(service), branch)).toBe(0);
  });
});

describe('labels (screen) and headers (mail, .xlsx)', () => {
  const label = (branch: number, key: string) => rcColumns(branch).find((c) => c.key === key)?.label;
  const header = (branch: number, key: string) => rcColumns(branch).find((c) => c.key === key)?.header;
  it.each([
    // Branch 11 (spec 2 section 3.1): "usd/vnd columns show USD/KHR; vcb = campu USD; vcb_other = ACLEDA-type bank USD; exp_rate = PPCB QR; vcb_usd = ABA USD".
    [11, 'usd', 'USD'],
    [11, 'vnd', 'KHR'],
    [11, 'vcb', 'campu USD'],
    [11, 'vcb_other', 'ACLEDA USD'],
    [11, 'exp_rate', 'PPCB QR'],
    [11, 'vcb_usd', 'ABA USD'],
    [11, 'freeLD', 'Free LD'],
    [11, 'cafe', 'Cafe'],
    [11, 'paiddebit', 'Paid debit'],
    // Document 4: VND, USD, JPY cash; VND card, USD card, VND transfer, Other Pay.
    [1, 'vnd', 'VND'],
    [1, 'usd', 'USD'],
    [1, 'yen', 'JPY'],
    [1, 'vcb', 'VND card'],
    [1, 'vcb_usd', 'USD card'],
    [1, 'vcb_other', 'VND transfer'],
    [1, 'otherPay', 'Other Pay'],
    [1, 'exp_rate', 'Expense amount'],
  ])('branch %i %s: %s', (branch, key, text) => {
    expect(label(branch, key)).toBe(text);
    expect(header(branch, key)).toBe(text);
  });

  it.each([
    ['HI', 'HI', 'Hotel Invoice'],
    ['SI', 'SI', 'Service Invoice'],
    ['name', 'Name', 'Description'],
    ['room', 'Room', 'Room Number'],
    ['checkin', 'Check in', 'Check In'],
    ['action', 'Action', 'Other (Action)'],
    ['unit_price', 'Unit price', 'Unit Price'],
    ['telephone', 'Telephone / Note', 'Telephone / Note'],
    ['transfer', 'Pickup / Transfer', 'Pickup / Transfer'],
    ['other_hotel', 'Other hotel', 'Other Hotel'],
    ['AzOther', 'Other', 'Other'],
    ['serviceTotal', 'Service total', 'Total'],
  ])('%s: screen %s, sheet %s', (key, screen, sheet) => {
    expect(label(1, key)).toBe(screen);
    expect(header(1, key)).toBe(sheet);
  });

  it('groups of document 4', () => {
    const groupOf = (branch: number, key: string) => rcColumns(branch).find((c) => c.key === key)?.group;
    expect(['checkin', 'checkout'].map((k) => groupOf(1, k))).toEqual(['Date Stay', 'Date Stay']);
    expect(['yen', 'vcb', 'massage'].map((k) => groupOf(1, k))).toEqual([
      'Guest Pay by Cash',
      'Guest Pay by Card/Transfer',
      'SERVICE',
    ]);
    expect(['massage', 'dinning', 'exp_rate'].map((k) => groupOf(11, k))).toEqual([
      'Hotel',
      'SERVICE',
      'Guest Pay by Card/Transfer',
    ]);
    expect(
      rcColumns(11)
        .filter((c) => PAY_GROUPS.includes(c.group))
        .map((c) => c.key),
    ).toEqual(['vnd', 'usd', 'vcb', 'vcb_usd', 'vcb_other', 'vcb_other_usd', 'exp_rate', 'otherPay']);
  });
});

describe('decimals: USD 2, VND / KHR / JPY whole, branch 11 amounts 2 (spec 2 sections 5.5, 9)', () => {
  const dec = (branch: number, key: string) => rcColumns(branch).find((c) => c.key === key)?.decimals;
  it.each([
    [1, 'vnd', 0],
    [1, 'usd', 2],
    [1, 'yen', 0],
    [1, 'vcb', 0],
    [1, 'vcb_usd', 2],
    [1, 'vcb_other_usd', 2],
    [1, 'amount', 0],
    [1, 'sub', 0],
    [1, 'unit_price', 0],
    [1, 'telephone', 0],
    [1, 'otherPay', 0],
    [1, 'exp_rate', 0],
    [1, 'nights', 0],
    [1, 'rate', 4],
    [1, 'discount', 2],
    [1, 'room_rate', 2],
    [1, 'pkg:BF', 0],
    [11, 'vnd', 0],
    [11, 'usd', 2],
    [11, 'vcb', 2],
    [11, 'vcb_other', 2],
    [11, 'exp_rate', 2],
    [11, 'amount', 2],
    [11, 'sub', 2],
    [11, 'serviceTotal', 2],
    [11, 'freeLD', 2],
    [11, 'cafe', 2],
    [11, 'paiddebit', 2],
    [11, 'telephone', 2],
    [11, 'nights', 0],
    [11, 'pkg:BF6', 0],
  ])('branch %i %s: %i', (branch, key, decimals) => expect(dec(branch, key)).toBe(decimals));

  it('whole counts drop their zeros: a discount of 10 is 10, 12.5 is 12.50', () => {
    const discount = { kind: 'count', decimals: 2 } as const;
    expect([
      shownDecimals(discount, 10),
      shownDecimals(discount, 12.5),
      shownDecimals({ kind: 'money', decimals: 2 }, 10),
    ]).toEqual([0, 2, 2]);
  });
});

describe('cells', () => {
  it('a package column holds its count and edits the packages field', () => {
    const r = row({ packages: { 'MS 70P': 2 }, name: 'SATO' });
    expect([cellValue(r, 'pkg:MS 70P'), cellValue(r, 'pkg:BF'), cellValue(r, 'name'), cellValue(r, 'nights')]).toEqual([
      2,
      0,
      'SATO',
      0,
    ]);
    expect([fieldOf('pkg:BF'), fieldOf('vnd')]).toEqual(['packages', 'vnd']);
  });
});

describe('the mail and the .xlsx: the same table, presentation only', () => {
  const headers = (branch: number, target: 'mail' | 'xlsx') => sheetColumns(branch, target).map((c) => c.header);
  it("branch 1 mail: document 4's headers, then the expenses, then the packages joined in one Service cell", () => {
    expect(headers(1, 'mail')).toEqual([
      'Hotel Invoice',
      'Service Invoice',
      'Discount',
      'Rate',
      'Description',
      'Room Number',
      'Check In',
      'Check Out',
      'Other (Action)',
      'Unit Price',
      'Nights',
      'Amount',
      'Telephone / Note',
      'Laundry',
      'Minibar',
      'Pickup / Transfer',
      'Other Hotel',
      'Dinning',
      'Other',
      'Sub',
      'Breakfast',
      'Sauna',
      'Massage',
      'Total',
      'VND',
      'USD',
      'JPY',
      'VND card',
      'USD card',
      'VND transfer',
      'USD transfer',
      'Other Pay',
      'Expense',
      'Expense amount',
      'Currency',
      'Service',
    ]);
  });
  it.each([1, 11])(
    'branch %i: the .xlsx has one column per package where the mail has Service; no screen-only column',
    (branch) => {
      const mail = headers(branch, 'mail');
      const xlsx = headers(branch, 'xlsx');
      expect(xlsx).toEqual([...mail.slice(0, -1), ...packagesFor(branch)]);
      expect(xlsx).not.toContain('Company');
      expect(xlsx).not.toContain('Room rate');
    },
  );
  it('branch 11 mail: its own hotel, service and payment headers, no JPY, no expense columns', () => {
    expect(headers(11, 'mail').slice(9)).toEqual([
      'Unit Price',
      'Nights',
      'Amount',
      'Telephone / Note',
      'Laundry',
      'Minibar',
      'Pickup / Transfer',
      'Free LD',
      'Massage',
      'Other',
      'Sub',
      'Dinning',
      'Cafe',
      'Breakfast',
      'Sauna',
      'Paid debit',
      'Total',
      'KHR',
      'USD',
      'campu USD',
      'ABA USD',
      'ACLEDA USD',
      'USD transfer',
      'PPCB QR',
      'Other Pay',
      'Service',
    ]);
  });
  it('Description is the name and the company; Service lists the packages', () => {
    const r = row({ name: 'TANAKA', company: 'SAKURA', packages: { BF: 1, 'MS 70P': 2, BT: 0 } });
    const value = (header: string) =>
      sheetColumns(3, 'mail')
        .find((c) => c.header === header)
        ?.value(r);
    expect(value('Description')).toBe('TANAKA / SAKURA');
    expect(value('Service')).toBe('BF, MS 70P x2');
    expect(packagesText(row())).toBe('');
    expect(
      sheetColumns(3, 'xlsx')
        .find((c) => c.header === 'MS 70P')
        ?.value(r),
    ).toBe(2);
  });
  it.each([
    [{ kind: 'money', decimals: 0 }, 0, ''],
    [{ kind: 'money', decimals: 0 }, 1234500, '1,234,500'],
    [{ kind: 'money', decimals: 2 }, 80, '80.00'],
    [{ kind: 'count', decimals: 0 }, 0, '0'],
    [{ kind: 'count', decimals: 2 }, 10, '10'],
    [{ kind: 'count', decimals: 4 }, 1.5, '1.5000'],
    [{ kind: 'text', decimals: 0 }, 'Late check out', 'Late check out'],
    [{ kind: 'text', decimals: 0 }, 50000, '50,000'],
  ] as const)('mail cell %j %j -> %j', (c, v, text) => expect(mailCellText(c, v)).toBe(text));
});
