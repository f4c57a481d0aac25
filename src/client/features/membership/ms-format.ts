/** 1234567 -> '1,234,567'. */
export const grouped = (n: number): string => n.toLocaleString('en-US');

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (as the hotels write dates). */
export const shownDate = (d: string): string =>
  d.length >= 10 ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : d;
