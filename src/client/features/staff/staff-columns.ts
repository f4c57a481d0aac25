import { staffDecimals, type StaffMoneyField, type StaffRow } from '../../../domain/acc-staff';
import { formatNumber } from '../../../domain/money';
import type { Catalogs } from '../../../locales/catalogs';

// The register's columns on screen, in the order of the old staff mistakes sheet (document 4).
export type StaffKey = Exclude<keyof StaffRow, 'ID' | 'log' | 'deleted' | 'version'>;
export interface StaffColumn {
  key: StaffKey;
  /** The heading, a key of the staff catalog (shown through t()). */
  label: keyof Catalogs['staff'];
  kind: 'date' | 'text' | 'long' | 'money';
  /** Width on the tablet table, in px. */
  width: number;
  max?: number;
}

/* eslint-disable sumbook/no-literal-text -- labels are keys of the staff catalog, shown through t() */
export const STAFF_COLUMNS: readonly StaffColumn[] = [
  { key: 'date', label: 'Date', kind: 'date', width: 136 },
  { key: 'invoice', label: 'Invoice (HI)', kind: 'text', width: 92, max: 40 },
  { key: 'name', label: 'Name', kind: 'text', width: 150, max: 120 },
  { key: 'department', label: 'Department', kind: 'text', width: 120, max: 60 },
  { key: 'mistake', label: 'Mistakes', kind: 'long', width: 210, max: 500 },
  { key: 'owesVND', label: 'Owes VND', kind: 'money', width: 108 },
  { key: 'owesUSD', label: 'Owes USD', kind: 'money', width: 88 },
  { key: 'overVND', label: 'Over VND', kind: 'money', width: 108 },
  { key: 'overUSD', label: 'Over USD', kind: 'money', width: 88 },
  { key: 'processing', label: 'Processing', kind: 'long', width: 170, max: 500 },
  { key: 'note', label: 'Note', kind: 'long', width: 170, max: 1000 },
];
/* eslint-enable sumbook/no-literal-text */

export const MONEY_KEYS: readonly StaffMoneyField[] = ['owesVND', 'owesUSD', 'overVND', 'overUSD'];

/** An amount with thousand separators and its currency's decimals; blank for 0. */
export const moneyText = (key: StaffMoneyField, value: number) =>
  value ? formatNumber(value, staffDecimals(key)) : '';
