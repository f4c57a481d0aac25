import type { DebitLine } from '../../../contract/debit';
import { DEFAULT_HIDDEN_DEBIT_COLUMNS } from '../../../domain/constants';
import type { DebitSort } from '../../../domain/debit-query';
import type { PaymentField } from '../../../domain/invoice-row';
import { fieldDecimals, formatMoney, formatNumber, paymentLabels } from '../../../domain/money';
import { debitKey } from './debit-text';

// The debit table's columns. The groups Bill, Guest Pay By Cash and Guest Pay By Card are the ones the
// spec hides by default for the accountant debit (spec 1 section 2.6); the Debit group is the line itself.
export type DebitGroup = 'Debit' | (typeof DEFAULT_HIDDEN_DEBIT_COLUMNS)[number];

export interface DebitColumn {
  key: string;
  /** The heading: a debit catalog key (DebitPage shows the columns translated). */
  label: string;
  group: DebitGroup;
  sort?: DebitSort;
  /** Right-aligned figures. */
  num?: boolean;
  text: (l: DebitLine) => string;
  /** A unit shown small after the figure (the amount's currency). */
  unit?: (l: DebitLine) => string;
}

const dash = (s: string) => s || '–';
const money = (field: PaymentField, label: string, group: DebitGroup, branchId: number): DebitColumn => ({
  key: field,
  label,
  group,
  num: true,
  text: (l) => (l.row[field] ? formatNumber(l.row[field], fieldDecimals(field, branchId)) : ''),
});

export function debitColumns(branchId: number): DebitColumn[] {
  const pay = paymentLabels(branchId);
  return [
    { key: 'day', label: debitKey('Date'), group: 'Debit', sort: 'day', text: (l) => l.day },
    {
      key: 'hi',
      label: debitKey('HI / SI'),
      group: 'Debit',
      sort: 'hi',
      text: (l) => dash(l.hi || (l.si && `SI ${l.si}`)),
    },
    { key: 'name', label: debitKey('Name'), group: 'Debit', sort: 'name', text: (l) => l.name },
    { key: 'company', label: debitKey('Company'), group: 'Debit', sort: 'company', text: (l) => l.company },
    { key: 'room', label: debitKey('Room'), group: 'Debit', sort: 'room', text: (l) => l.room },
    { key: 'action', label: debitKey('Action'), group: 'Debit', text: (l) => l.action },
    {
      key: 'amount',
      label: debitKey('Amount'),
      group: 'Debit',
      sort: 'amount',
      num: true,
      text: (l) => formatMoney(l.amount, l.currency),
      unit: (l) => l.currency,
    },
    { key: 'paid', label: debitKey('Status'), group: 'Debit', sort: 'paid', text: (l) => l.paid },
    { key: 'note', label: debitKey('Note'), group: 'Debit', text: (l) => l.note },
    { key: 'checkin', label: debitKey('Check in'), group: 'Bill', text: (l) => l.row.checkin },
    { key: 'checkout', label: debitKey('Check out'), group: 'Bill', text: (l) => l.row.checkout },
    {
      key: 'nights',
      label: debitKey('Nights'),
      group: 'Bill',
      num: true,
      text: (l) => (l.row.nights ? String(l.row.nights) : ''),
    },
    { key: 'source', label: debitKey('From'), group: 'Bill', text: (l) => l.source },
    {
      key: 'updated',
      label: debitKey('Updated'),
      group: 'Bill',
      sort: 'updated',
      text: (l) => l.updatedAt.slice(0, 10),
    },
    money('vnd', pay.vnd, 'Guest Pay By Cash', branchId),
    money('usd', pay.usd, 'Guest Pay By Cash', branchId),
    money('yen', pay.yen, 'Guest Pay By Cash', branchId),
    money('vcb', pay.vcb, 'Guest Pay By Card', branchId),
    money('vcb_usd', pay.vcb_usd, 'Guest Pay By Card', branchId),
    money('vcb_other', pay.vcb_other, 'Guest Pay By Card', branchId),
    money('vcb_other_usd', pay.vcb_other_usd, 'Guest Pay By Card', branchId),
  ];
}

/** Columns that stay: the guest's name and the status (its links open the history and the actions). */
export const ALWAYS_SHOWN = ['name', 'paid'];
