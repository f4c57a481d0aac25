// Text search over loaded rows: case- and accent-insensitive (Vietnamese đ included), spec 1 "searches debounced 200 ms".

/** Lower case without accents: "Nguyễn Đức" → "nguyen duc". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

/** True when every word of the query is found in one of the texts (an empty query matches everything). */
export function textMatches(texts: readonly (string | null | undefined)[], query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = texts.map((t) => foldText(String(t ?? ''))).join('\n');
  return words.every((w) => hay.includes(w));
}

/** The fields of an invoice row a receptionist looks a guest up by: name, room, HI/SI, company. */
export interface SearchableRow {
  name: string;
  room: string;
  HI: string;
  SI: string;
  company: string;
}

export function rowMatches(row: SearchableRow, query: string): boolean {
  return textMatches([row.name, row.room, row.HI, row.SI, row.company], query);
}
