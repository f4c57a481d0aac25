// The random draw reads .xlsx, .xls and .csv in the browser with SheetJS (src/client/features/tools/sheet-io.ts).
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../src/client/features/tools/sheet-io';
import { guessNameColumn } from '../../src/domain/tools';

const rows = [
  ['STT', 'Họ và tên', 'Phòng'],
  ['1', 'Nguyễn Văn An', '201'],
  ['2', 'Trần Thị Bình', '202'],
  ['', '', ''],
  ['3', '田中 太郎', '203'],
];
const expected = [rows[0], rows[1], rows[2], rows[4]];

function book(bookType: 'xlsx' | 'biff8'): ArrayBuffer {
  const wb = XLSX.utils.book_new(XLSX.utils.aoa_to_sheet(rows), 'Members');
  return XLSX.write(wb, { bookType, type: 'array' }) as ArrayBuffer;
}

describe('readSheet', () => {
  it.each([
    ['members.xlsx', book('xlsx')],
    ['members.xls', book('biff8')],
    ['members.csv', rows.map((r) => r.join(',')).join('\n')],
  ])('%s: the first sheet as text rows, blank rows dropped, accents kept', async (name, bytes) => {
    const read = await readSheet(new File([bytes], name));
    expect(read).toEqual(expected);
    expect(guessNameColumn(read[0])).toBe(1);
  });
});
