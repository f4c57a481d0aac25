// What every .xlsx of the reports shares (document 4 "Excel layouts accountants were used to"): colours
// from the rows' style map, number formats with thousand separators, the title row and the two header
// rows (groups merged over their columns), the pink SUB rows, and exceljs loaded on first use.
import type ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PINK = 'FFF4B6C2';
export const HEADER_FILL = 'FFD9E1F2';

/** exceljs, loaded on the first file: it is a third of the server's start time. */
export async function excel(): Promise<typeof ExcelJS> {
  const { default: Excel } = await import('exceljs');
  return Excel;
}

/** '#ad7ae2' or '#fff' -> 'FFAD7AE2'; anything else -> null. */
export function argb(color: string | undefined): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((color ?? '').trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `FF${hex.toUpperCase()}`;
}

/** '#,##0' or '#,##0.00': thousand separators and the column's decimals. */
export function numFmt(decimals: number): string {
  return decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
}

export const DATE_FMT = 'yyyy-mm-dd';

/** The number format of a column: money with separators and its decimals, whole counts plain, the rest as typed. */
export function columnFormat(c: { kind: string; decimals: number }): string | undefined {
  if (c.kind === 'money') return numFmt(c.decimals);
  if (c.kind === 'count' && c.decimals === 0) return '0';
  if (c.kind === 'date') return DATE_FMT;
  return undefined;
}

export const solid = (color: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb: color } });

/** A cell's fill and text colour from a row's style cell ({color, background} in CSS hex). */
export function paint(cell: ExcelJS.Cell, style: { color?: string; background?: string } | undefined): void {
  const fill = argb(style?.background);
  const font = argb(style?.color);
  if (fill) cell.fill = solid(fill);
  if (font) cell.font = { color: { argb: font } };
}

export interface HeadColumn {
  header: string;
  group: string;
}

/**
 * Row 1: the title; row 2: the group of each run of columns (merged over it); row 3: the headings; both
 * header rows filled and centred. Answers the rows written (for a streaming sheet, to commit).
 */
export function writeHeaders(ws: ExcelJS.Worksheet, title: string, cols: readonly HeadColumn[]): ExcelJS.Row[] {
  const titleRow = ws.addRow([title]);
  titleRow.font = { bold: true, size: 13 };
  const groups = ws.addRow(cols.map((c, i) => (i === 0 || cols[i - 1].group !== c.group ? c.group : '')));
  const headers = ws.addRow(cols.map((c) => c.header));
  let start = 1;
  for (let i = 1; i <= cols.length; i++) {
    if (i === cols.length || cols[i].group !== cols[i - 1].group) {
      if (i > start) ws.mergeCells(2, start, 2, i);
      start = i + 1;
    }
  }
  for (const r of [groups, headers]) {
    r.font = { bold: true };
    for (let i = 1; i <= cols.length; i++) {
      const cell = r.getCell(i);
      cell.fill = solid(HEADER_FILL);
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    }
  }
  return [titleRow, groups, headers];
}

/** A column's width from its heading: 8 to 28 characters. */
export function headerWidth(header: string): number {
  return Math.max(8, Math.min(28, header.length + 4));
}

/** Fills a SUB row pink and bold, with the columns' number formats. */
export function paintSub(row: ExcelJS.Row, formats: readonly (string | undefined)[]): void {
  row.font = { bold: true };
  formats.forEach((fmt, i) => {
    const cell = row.getCell(i + 1);
    cell.fill = solid(PINK);
    if (fmt && typeof cell.value === 'number') cell.numFmt = fmt;
  });
}

/** "attachment; filename=...": the name as typed (ASCII fallback) and in UTF-8 (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Cell styles shared by every cell that looks the same (number format, fill, text colour): exceljs knows a
 * style object it has already written by its identity, so a shared object is written once, not per cell.
 */
export class StyleCache {
  private styles = new Map<string, Partial<ExcelJS.Style>>();
  /** Plain cells share one empty style too (a new cell's own empty style would be looked at cell by cell). */
  readonly plain: Partial<ExcelJS.Style> = {};

  /** The style of a number format and a row's style cell ({color, background} in CSS hex). */
  get(numFmt: string | undefined, colors?: { color?: string; background?: string }): Partial<ExcelJS.Style> {
    const fill = argb(colors?.background);
    const font = argb(colors?.color);
    if (!numFmt && !fill && !font) return this.plain;
    const key = `${numFmt ?? ''}|${fill ?? ''}|${font ?? ''}`;
    let style = this.styles.get(key);
    if (!style) {
      style = {
        ...(numFmt ? { numFmt } : {}),
        ...(fill ? { fill: solid(fill) } : {}),
        ...(font ? { font: { color: { argb: font } } } : {}),
      };
      this.styles.set(key, style);
    }
    return style;
  }
}
