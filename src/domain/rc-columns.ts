// The reception sum's columns: one table per branch for the screen (grid, phone sheet, print), the mail
// and the .xlsx (spec 2 sections 3.1 and 9; document 4 "Excel layouts accountants were used to").
// Order of the accountants' sheet: invoice numbers; discount, rate, description, room; date stay and the
// action; the hotel group ending in Sub; SERVICE ending in Total; guest pay by cash; by card/transfer;
// expenses. Choice: the package counts come last (document 4 puts them after the invoice numbers; with
// up to 16 of them that pushed the guest off the tablet grid).
import type { InvoiceRow } from './invoice-row';
import { amountDecimals, fieldDecimals, paymentLabels, USD_BRANCH } from './money';
import { packagesFor } from './packages';
import type { StyleKey } from './row-style';
import type { SummedField } from './totals';

export type RcColumnKind = 'text' | 'date' | 'money' | 'count';
export type RcGroup =
  | 'Invoice'
  | 'Guest'
  | 'Date Stay'
  | 'Hotel'
  | 'SERVICE'
  | 'Guest Pay by Cash'
  | 'Guest Pay by Card/Transfer'
  | 'Expense'
  | 'Packages';

/** The guest payment groups (document 4: Guest Pay by Cash, Guest Pay by Card/Transfer). */
export const PAY_GROUPS: readonly RcGroup[] = ['Guest Pay by Cash', 'Guest Pay by Card/Transfer'];

export interface RcColumn {
  /** A row field, or `pkg:<name>` for a package count. */
  key: string;
  /** Heading on the screen (grid header, field label). */
  label: string;
  /** Heading in the mail and the .xlsx (document 4's wording). */
  header: string;
  group: RcGroup;
  kind: RcColumnKind;
  /** Decimals shown: money by its currency and the branch (money.ts fieldDecimals), counts as typed. */
  decimals: number;
  /** Width on the tablet grid, in pixels. */
  width: number;
  /** Stays in view when the grid scrolls sideways. */
  sticky: boolean;
  /** Worked out by the row rules (row-rules.ts): shown, never typed. */
  computed: boolean;
  /** The totals field shown for it (SUB row, totals block). */
  total?: `sum_${SummedField}`;
  /** The row-style cell that colours it. */
  style?: StyleKey;
  /**
   * How the mail and the .xlsx show it (presentation only; absent = a column of its own):
   * 'joined' = the mail joins the run of these into one text cell (the packages: 'Service'), the .xlsx keeps one column each;
   * 'screen' = only on the screen (the room rate, an input of the unit price; the company, which the sheet's Description carries).
   */
  sheet?: 'joined' | 'screen';
  /** The sheet's text when it differs from the field (Description: name and company). */
  sheetText?: (row: InvoiceRow) => string;
}

type Options = Partial<Omit<RcColumn, 'key' | 'label' | 'group' | 'kind' | 'width'>>;

function col(key: string, label: string, group: RcGroup, kind: RcColumnKind, width: number, o: Options = {}): RcColumn {
  return {
    key,
    label,
    group,
    kind,
    width,
    decimals: 0,
    sticky: false,
    computed: false,
    ...o,
    header: o.header ?? label,
  };
}

/** The columns of a branch's reception sum, in the sheet's order; branch 11 has its own hotel, service and payment columns. */
export function rcColumns(branchId: number): RcColumn[] {
  const pp = branchId === USD_BRANCH;
  const d = amountDecimals(branchId);
  const pay = paymentLabels(branchId);
  const money = (key: SummedField, label: string, group: RcGroup, width: number, o: Options = {}): RcColumn =>
    col(key, label, group, 'money', width, { decimals: fieldDecimals(key, branchId), total: `sum_${key}`, ...o });
  // The telephone holds a charge or a note: a text field with a money total.
  const telephone = col('telephone', 'Telephone / Note', 'Hotel', 'text', 130, {
    decimals: d,
    total: 'sum_telephone',
    style: 'Telephone',
  });
  const hotelCharges = pp
    ? [
        money('laundry', 'Laundry', 'Hotel', 90),
        money('minibar', 'Minibar', 'Hotel', 90),
        money('transfer', 'Pickup / Transfer', 'Hotel', 100),
        money('freeLD', 'Free LD', 'Hotel', 80),
        money('massage', 'Massage', 'Hotel', 90),
        money('AzOther', 'Other', 'Hotel', 90),
      ]
    : [
        money('laundry', 'Laundry', 'Hotel', 90),
        money('minibar', 'Minibar', 'Hotel', 90),
        money('transfer', 'Pickup / Transfer', 'Hotel', 100),
        money('other_hotel', 'Other hotel', 'Hotel', 90, { header: 'Other Hotel' }),
        money('dinning', 'Dinning', 'Hotel', 90),
        money('AzOther', 'Other', 'Hotel', 90),
      ];
  const services = pp
    ? [
        money('dinning', 'Dinning', 'SERVICE', 90),
        money('cafe', 'Cafe', 'SERVICE', 80),
        money('breakfast', 'Breakfast', 'SERVICE', 90),
        money('sauna', 'Sauna', 'SERVICE', 90),
        money('paiddebit', 'Paid debit', 'SERVICE', 90),
      ]
    : [
        money('breakfast', 'Breakfast', 'SERVICE', 90),
        money('sauna', 'Sauna', 'SERVICE', 90),
        money('massage', 'Massage', 'SERVICE', 90),
      ];
  return [
    col('HI', 'HI', 'Invoice', 'text', 84, { header: 'Hotel Invoice', sticky: true, style: 'HI' }),
    col('SI', 'SI', 'Invoice', 'text', 84, { header: 'Service Invoice', sticky: true, style: 'SI' }),
    col('discount', 'Discount %', 'Guest', 'count', 80, { header: 'Discount', decimals: 2, style: 'Discount' }),
    col('rate', 'Rate', 'Guest', 'count', 72, { decimals: 4 }),
    col('name', 'Name', 'Guest', 'text', 170, {
      header: 'Description',
      sticky: true,
      style: 'Name',
      sheetText: (r) => [r.name, r.company].filter(Boolean).join(' / '),
    }),
    col('company', 'Company', 'Guest', 'text', 140, { sheet: 'screen' }),
    col('room', 'Room', 'Guest', 'text', 64, { header: 'Room Number', style: 'Room' }),
    col('checkin', 'Check in', 'Date Stay', 'date', 132, { header: 'Check In', style: 'CheckIn' }),
    col('checkout', 'Check out', 'Date Stay', 'date', 132, { header: 'Check Out', style: 'CheckOut' }),
    col('action', 'Action', 'Date Stay', 'text', 150, { header: 'Other (Action)' }),
    // The room rate is in the invoice's currency (the rate turns it into the branch's): a number as typed, not branch money.
    col('room_rate', 'Room rate', 'Hotel', 'count', 100, { decimals: 2, sheet: 'screen' }),
    col('unit_price', 'Unit price', 'Hotel', 'money', 100, {
      header: 'Unit Price',
      decimals: d,
      computed: true,
      style: 'UnitPrice',
    }),
    col('nights', 'Nights', 'Hotel', 'count', 60, { computed: true, total: 'sum_nights' }),
    money('amount', 'Amount', 'Hotel', 110, { computed: true }),
    telephone,
    ...hotelCharges,
    money('sub', 'Sub', 'Hotel', 110, { computed: true, style: 'Total' }),
    ...services,
    money('serviceTotal', 'Service total', 'SERVICE', 110, { header: 'Total', computed: true }),
    money('vnd', pay.vnd, 'Guest Pay by Cash', 110),
    money('usd', pay.usd, 'Guest Pay by Cash', 90),
    ...(pp ? [] : [money('yen', pay.yen, 'Guest Pay by Cash', 90)]),
    money('vcb', pay.vcb, 'Guest Pay by Card/Transfer', 110),
    money('vcb_usd', pay.vcb_usd, 'Guest Pay by Card/Transfer', 90),
    money('vcb_other', pay.vcb_other, 'Guest Pay by Card/Transfer', 110),
    money('vcb_other_usd', pay.vcb_other_usd, 'Guest Pay by Card/Transfer', 90),
    // Branch 11's exp_rate is a payment (PPCB QR); elsewhere it is the expense amount, in the expense's own currency (no single total).
    ...(pp ? [money('exp_rate', pay.exp_rate, 'Guest Pay by Card/Transfer', 90)] : []),
    money('otherPay', pay.otherPay, 'Guest Pay by Card/Transfer', 100),
    ...(pp
      ? []
      : [
          col('exp', 'Expense', 'Expense', 'text', 140),
          col('exp_rate', 'Expense amount', 'Expense', 'money', 110, { decimals: d }),
          col('exp_rate_type', 'Currency', 'Expense', 'text', 80),
        ]),
    ...packagesFor(branchId).map((p) =>
      col(`pkg:${p}`, p, 'Packages', 'count', 64, { style: 'Service', sheet: 'joined' }),
    ),
  ];
}

/** The value of a column in a row: the field, or the package's count. */
export function cellValue(row: InvoiceRow, key: string): string | number {
  if (key.startsWith('pkg:')) return row.packages[key.slice(4)] ?? 0;
  const v = (row as unknown as Record<string, unknown>)[key];
  return typeof v === 'number' || typeof v === 'string' ? v : '';
}

/** The field a column edits, for the enable rules (package counts edit `packages`). */
export function fieldOf(key: string): string {
  return key.startsWith('pkg:') ? 'packages' : key;
}

/** Decimals a value is shown with: whole counts (a discount of 10, a rate of 1) without their zeros. */
export function shownDecimals(c: Pick<RcColumn, 'kind' | 'decimals'>, value: number): number {
  return c.kind === 'count' && Number.isInteger(value) ? 0 : c.decimals;
}
