// Spreadsheet reading and writing for the random draw, in the browser. The SheetJS build (@e965/xlsx) is
// loaded only when a file is chosen or a result exported, so no other screen downloads it.
type Sheetjs = typeof import('@e965/xlsx');
let lib: Promise<Sheetjs> | null = null;
const sheetjs = () => (lib ??= import('@e965/xlsx'));

export const SHEET_ACCEPT = '.xlsx,.xls,.csv';
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;

/** The first sheet's rows as text cells (blank rows dropped). CSV is read as UTF-8 text. */
export async function readSheet(file: File): Promise<string[][]> {
  const x = await sheetjs();
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  const book = csv
    ? x.read(await file.text(), { type: 'string', raw: true })
    : x.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
  const first = book.SheetNames[0];
  if (!first) return [];
  const rows = x.utils.sheet_to_json<unknown[]>(book.Sheets[first], {
    header: 1,
    blankrows: false,
    defval: '',
    raw: false,
  });
  return rows.map((r) => r.map((c) => String(c ?? '').trim())).filter((r) => r.some(Boolean));
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV download (with a byte-order mark so Excel reads Vietnamese and Japanese names right). */
export function downloadCsv(csv: string, name: string): void {
  download(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), name);
}

export async function downloadXlsx(rows: string[][], name: string): Promise<void> {
  const x = await sheetjs();
  const book = x.utils.book_new(x.utils.aoa_to_sheet(rows), 'Result');
  const data = x.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  download(new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
}
