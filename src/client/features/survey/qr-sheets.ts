// The QR cards' print layouts (document 4): A6 cards four to an A4 sheet (2x2), or one card per A5 or A4 page.
import type { QrCode } from '../../../contract/survey';

export type Layout = 'A6' | 'A5' | 'A4';
/** labelKey: the layout's name, a survey catalog key. */
export const LAYOUTS = [
  { key: 'A6', labelKey: 'A6 (4 per sheet, 2x2)', perSheet: 4, page: 'A4' },
  { key: 'A5', labelKey: 'A5 (1 per page)', perSheet: 1, page: 'A5' },
  { key: 'A4', labelKey: 'A4 (1 per page)', perSheet: 1, page: 'A4' },
] as const satisfies { key: Layout; labelKey: string; perSheet: number; page: string }[];

/** The cards cut into printed sheets. */
export function sheetsOf<T>(cards: readonly T[], layout: Layout): T[][] {
  const per = LAYOUTS.find((l) => l.key === layout)?.perSheet ?? 1;
  const out: T[][] = [];
  for (let i = 0; i < cards.length; i += per) out.push(cards.slice(i, i + per));
  return out;
}

/** What a printed card says under its QR (English, as document 4 prints the card): the room, or the reception tablet, or the Rotenburo. */
export function cardTitle(c: Pick<QrCode, 'target' | 'room'>): string {
  return c.target === 'room' ? `Room ${c.room}` : c.target === 'home' ? 'Reception' : 'Rotenburo';
}
export const cardKey = (c: Pick<QrCode, 'target' | 'room'>): string => `${c.target}:${c.room}`;
