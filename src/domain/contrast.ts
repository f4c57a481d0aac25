// Readable text on coloured rows (spec 2 section 3.1 row colours; WCAG 2 contrast, AA for body text: 4.5:1).

/** The contrast a text colour needs against its background (WCAG AA, normal text). */
export const MIN_CONTRAST = 4.5;
export const DARK_TEXT = '#1d1a22';
export const LIGHT_TEXT = '#ffffff';

/** '#abc' or '#aabbcc' as [r, g, b] 0-255; null for anything else (an empty style means no colour). */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (v: number): number => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a colour (0 black to 1 white). */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a) ?? [0, 0, 0]);
  const lb = luminance(parseHex(b) ?? [255, 255, 255]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The text colour to use on a background: the wished colour (a red name, say) when it reads at 4.5:1,
 * else that colour taken darker (or lighter, on a dark background) until it does, so a red stays red;
 * with no wished colour, dark or white text by the background's luminance. No background: the page's white.
 */
export function readableText(background: string, wished = ''): string {
  const bg = parseHex(background) ?? [255, 255, 255];
  const bgHex = toHex(bg);
  const towardWhite = contrastRatio(LIGHT_TEXT, bgHex) > contrastRatio(DARK_TEXT, bgHex);
  const fg = parseHex(wished);
  if (!fg) return towardWhite ? LIGHT_TEXT : DARK_TEXT;
  const target = towardWhite ? [255, 255, 255] : [0, 0, 0];
  for (let step = 0; step <= 10; step += 1) {
    const mixed = toHex(fg.map((v, i) => v + ((target[i] - v) * step) / 10));
    if (contrastRatio(mixed, bgHex) >= MIN_CONTRAST) return mixed;
  }
  return towardWhite ? LIGHT_TEXT : DARK_TEXT;
}
