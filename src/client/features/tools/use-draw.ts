import { useState } from 'react';
import { checkDrawSlots, cryptoWords, DRAW_TOO_MANY, drawMembers, guessNameColumn, toCsv } from '../../../domain/tools';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { downloadCsv, downloadXlsx, MAX_SHEET_BYTES, readSheet } from './sheet-io';

/** Spec 3 section 5 "Excel import accepts only excel types". */
export const ONLY_EXCEL = 'Please select only excel file types';
const SHEET_NAME = /\.(xlsx|xls|csv)$/i;

/** The random draw: the uploaded sheet, the name column, the number to draw, the result and its export. */
export function useDraw() {
  const t = useT('tools');
  const notice = useNotice();
  const [file, setFile] = useState('');
  const [rows, setRows] = useState<string[][]>([]);
  const [hasHeader, setHasHeader] = useState(true);
  const [column, setColumn] = useState(0);
  const [slots, setSlotsRaw] = useState(0);
  const [title, setTitle] = useState('');
  const [result, setResult] = useState<string[][]>([]);
  const [reading, setReading] = useState(false);

  const width = rows.reduce((a, r) => Math.max(a, r.length), 0);
  const header = hasHeader && rows[0] ? rows[0] : [];
  const columns = Array.from({ length: width }, (_, i) => header[i] || t('Column {{n}}', { n: i + 1 }));
  const members = (hasHeader ? rows.slice(1) : rows).filter((r) => (r[column] ?? '').trim() !== '');

  const choose = async (f: File | undefined) => {
    if (!f) return;
    if (!SHEET_NAME.test(f.name) || f.size > MAX_SHEET_BYTES) return notice(t(ONLY_EXCEL));
    setReading(true);
    try {
      const read = await readSheet(f);
      setFile(f.name);
      setRows(read);
      setHasHeader(true);
      setColumn(guessNameColumn(read[0] ?? []));
      setSlotsRaw(0);
      setResult([]);
      if (read.length === 0) notice(t('Have not data'));
    } catch {
      notice(t(ONLY_EXCEL));
    } finally {
      setReading(false);
    }
  };

  /** "pool slots larger than member count shows an alert and resets to 0". */
  const setSlots = (value: number, count = members.length) => {
    const checked = checkDrawSlots(value, count);
    setSlotsRaw(checked.slots);
    if (checked.error) notice(t(checked.error as typeof DRAW_TOO_MANY));
    return checked.error === null;
  };

  const draw = () => {
    if (!setSlots(slots)) return;
    setResult(drawMembers(members, slots, cryptoWords()));
  };

  const table = () => [
    ['Order', ...columns],
    ...result.map((r, i) => [String(i + 1), ...columns.map((_, c) => r[c] ?? '')]),
  ];
  const base = (title.trim() || 'random').replace(/[\\/:*?"<>|]+/g, '_');
  const exportCsv = () => {
    downloadCsv(toCsv(table()), `${base}.csv`);
    toast(t('Success download File'));
  };
  const exportXlsx = async () => {
    await downloadXlsx(table(), `${base}.xlsx`);
    toast(t('Success download Excel File'));
  };

  return {
    file,
    rows,
    reading,
    hasHeader,
    setHasHeader: (v: boolean) => {
      setHasHeader(v);
      setResult([]);
    },
    columns,
    column,
    setColumn: (c: number) => {
      setColumn(c);
      setResult([]);
    },
    members,
    slots,
    setSlots,
    title,
    setTitle,
    result,
    choose,
    draw,
    exportCsv,
    exportXlsx,
  };
}
export type DrawState = ReturnType<typeof useDraw>;
