// The QR cards' print layouts (document 4): A6 cards four to an A4 sheet (2x2), or one card per A5 or A4 page.
import type { QrCode } from '../../../contract/survey';

export type Layout = 'A6' | 'A5' | 'A4';
export const LAYOUTS: { key: Layout; label: string; perSheet: number; page: string }[] = [
  { key: 'A6', label: 'A6 (4 per sheet, 2x2)', perSheet: 4, page: 'A4' },
  { key: 'A5', label: 'A5 (1 per page)', perSheet: 1, page: 'A5' },
  { key: 'A4', label: 'A4 (1 per page)', perSheet: 1, page: 'A4' },
];

/** The cards cut into printed sheets. */
export function sheetsOf<T>(cards: readonly T[], layout: Layout): T[][] {
  const per = LAYOUTS.find((l) => l.key === layout)?.perSheet ?? 1;
  const out: T[][] = [];
  for (let i = 0; i < cards.length; i += per) out.push(cards.slice(i, i + per));
  return out;
}

/** What a card says under its QR: the room, or the reception tablet, or the Rotenburo. */
export function cardTitle(c: Pick<QrCode, 'target' | 'room'>): string {
  return c.target === 'room' ? `Room ${c.room}` : c.target === 'home' ? 'Reception' : 'Rotenburo';
}
export const cardKey = (c: Pick<QrCode, 'target' | 'room'>): string => `${c.target}:${c.room}`;
