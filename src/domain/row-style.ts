// Row colours: debit colour options, palette and per-cell style map (spec 2 sections 3.1, 4.3; spec 1 section 9).
import { NAME_MAX, type InvoiceRow } from './invoice-row';

export const STYLE_KEYS = [
  'HI',
  'SI',
  'Service',
  'Discount',
  'Name',
  'Room',
  'CheckIn',
  'CheckOut',
  'UnitPrice',
  'Telephone',
  'Total',
] as const;
export type StyleKey = (typeof STYLE_KEYS)[number];
export interface CellStyle {
  color: string;
  background: string;
}
export type RowStyle = Partial<Record<StyleKey, CellStyle>>;

export const DEBIT_PURPLE = '#ad7ae2';
export const CLOUD_BLUE = '#92CDDC';
export const RED = '#FF0000';
export const NO_COLOR = '';

/** The total-background palette with its exact names and colours. */
export const PALETTE: readonly { name: string; color: string }[] = [
  { name: 'Green 1', color: '#00B050' },
  { name: 'Green 2', color: '#A0E040' },
  { name: 'Green 3', color: '#176105' },
  { name: 'Yellow', color: '#FFFF00' },
  { name: 'Blue Ocean', color: '#538DD5' },
  { name: 'Blue Sky', color: '#B0F4F0' },
  { name: 'Brown', color: '#948A54' },
  { name: 'Orange', color: '#FFC000' },
  { name: 'Pink 1', color: '#CA7166' },
  { name: 'Pink 2', color: '#AE4468' },
  { name: 'Az Color', color: '#662A82' },
];

/** Cells a debit option colours: HI and SI through check-out, and the unit price. */
export const DEBIT_KEYS: readonly StyleKey[] = [
  'HI',
  'SI',
  'Service',
  'Discount',
  'Name',
  'Room',
  'CheckIn',
  'CheckOut',
  'UnitPrice',
];

export type DebitOption = 0 | 1 | 2 | 3;
export const DEBIT_PREFIX = 'DEBIT_';

/**
 * Prefix a name with DEBIT_ once (idempotent, case-insensitive check). The result keeps to NAME_MAX: the end
 * of a name already near the limit gives way to the prefix, so the row still passes validation when saved back.
 */
export function withDebitPrefix(name: string): string {
  return name.toUpperCase().startsWith(DEBIT_PREFIX) ? name : (DEBIT_PREFIX + name).slice(0, NAME_MAX);
}

/** The style map of a debit option. Choice: options 1-3 overwrite the debit cells and keep Telephone/Total extras; option 0 clears every cell. */
export function debitOptionStyle(option: DebitOption, current: RowStyle = {}): RowStyle {
  if (option === 0) return {};
  const style: RowStyle = { ...current };
  for (const key of DEBIT_KEYS) {
    const red = key === 'HI' || key === 'SI';
    if (option === 1) style[key] = { color: NO_COLOR, background: DEBIT_PURPLE };
    else if (option === 2) style[key] = { color: red ? RED : NO_COLOR, background: CLOUD_BLUE };
    else style[key] = { color: red ? RED : NO_COLOR, background: NO_COLOR };
  }
  return style;
}

/** Apply debit colour option 0-3 to a row; option 1 (guest debit) also prefixes the name with DEBIT_. */
export function applyDebitOption(row: InvoiceRow, option: DebitOption): InvoiceRow {
  const name = option === 1 ? withDebitPrefix(row.name) : row.name;
  return { ...row, name, style: debitOptionStyle(option, row.style) };
}

/** True when the row carries the debit purple fill. */
export function hasDebitStyle(row: Pick<InvoiceRow, 'style'>): boolean {
  return DEBIT_KEYS.some((k) => row.style[k]?.background.toLowerCase() === DEBIT_PURPLE);
}

/** Set the text colour of one cell (red name, red telephone), keeping its background. */
export function setCellColor(style: RowStyle, key: StyleKey, color: string): RowStyle {
  return { ...style, [key]: { color, background: style[key]?.background ?? NO_COLOR } };
}

/** Set the Total background to a palette colour by name; unknown names leave the style unchanged. */
export function setTotalBackground(style: RowStyle, paletteName: string): RowStyle {
  const entry = PALETTE.find((p) => p.name === paletteName);
  if (!entry) return style;
  return { ...style, Total: { color: style.Total?.color ?? NO_COLOR, background: entry.color } };
}

/** "The paid-row style resets when the note contains 'paid' and the row has the debit purple style." */
export function resetPaidRowStyle(row: InvoiceRow): InvoiceRow {
  const note = `${row.telephone} ${row.note.telephone.join(' ')} ${row.note.otherPay.join(' ')}`;
  if (!/paid/i.test(note) || !hasDebitStyle(row)) return row;
  return { ...row, style: debitOptionStyle(0) };
}
