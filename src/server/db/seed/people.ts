// Guest names (upper case, as printed on invoices) and the companies that pay for business stays.
import type { Rng } from './prng';

const JP_FAMILY = [
  'SATO',
  'SUZUKI',
  'TAKAHASHI',
  'TANAKA',
  'WATANABE',
  'ITO',
  'YAMAMOTO',
  'NAKAMURA',
  'KOBAYASHI',
  'KATO',
  'YOSHIDA',
  'YAMADA',
  'SASAKI',
  'MATSUMOTO',
  'INOUE',
  'KIMURA',
  'HAYASHI',
  'SHIMIZU',
  'MORI',
  'OGAWA',
];
const JP_GIVEN = [
  'HIROSHI',
  'TAKESHI',
  'KENJI',
  'YUKI',
  'AKIRA',
  'NAOKI',
  'DAISUKE',
  'SHOTA',
  'YUMI',
  'KEIKO',
  'HARUKA',
  'MAI',
  'RYO',
  'TOMOKO',
  'KAZUYA',
  'SATOSHI',
];
const VN_FAMILY = ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'PHAN', 'VU', 'DANG', 'BUI', 'DO', 'NGO', 'DUONG'];
const VN_MIDDLE = ['VAN', 'THI', 'MINH', 'DUC', 'THANH', 'NGOC', 'QUOC', 'HONG'];
const VN_GIVEN = [
  'AN',
  'BINH',
  'CUONG',
  'DUNG',
  'HA',
  'HUNG',
  'LAN',
  'LINH',
  'NAM',
  'PHUONG',
  'QUANG',
  'TRANG',
  'TUAN',
  'HIEU',
  'THAO',
];
const KH_FAMILY = ['SOK', 'CHAN', 'KIM', 'MEAS', 'HENG'];
const KH_GIVEN = ['DARA', 'SOPHEA', 'VANNA', 'RITHY', 'CHANTHOU'];

/** Mostly Japanese guests (the chain's main market), Vietnamese guests, and Khmer guests in Phnom Penh. */
export function guestName(r: Rng, branchId: number): string {
  const roll = r.next();
  if (branchId === 11 && roll > 0.75) return `${r.pick(KH_FAMILY)} ${r.pick(KH_GIVEN)}`;
  if (roll < 0.65) return `${r.pick(JP_FAMILY)} ${r.pick(JP_GIVEN)}`;
  return `${r.pick(VN_FAMILY)} ${r.pick(VN_MIDDLE)} ${r.pick(VN_GIVEN)}`;
}

/** Fictional companies with long-stay contracts. */
export const COMPANIES = [
  'SAKURA TRADING VIETNAM CO., LTD',
  'HINODE LOGISTICS VN',
  'MIDORI PRECISION VIETNAM',
  'AOZORA SOFTWARE JSC',
  'KIBOU ENGINEERING CO., LTD',
  'TOMODACHI TRAVEL',
  'HOSHI ELECTRIC PARTS',
  'YAMABUKI FOODS ASIA',
] as const;

export const CARD_NOTES = ['VISA', 'MASTER', 'JCB', 'AMEX'] as const;

export const EXPENSES = [
  'Flowers for lobby',
  'Taxi for guest luggage',
  'Printer ink',
  'Drinking water 20L',
  'Light bulbs',
  'Cleaning supplies',
] as const;

/** The receptionist who makes each demo branch's sum. */
export const MAKERS: Record<number, string> = {
  1: 'Tran Minh Anh',
  3: 'Nguyen Thi Lan',
  5: 'Pham Van Duc',
  8: 'Le Thu Ha',
  11: 'Sok Dara',
};
