import { MANAGER_LINES, type LineColumn } from '../../../domain/manager-lines';
import type { ManagerTotals } from '../../../domain/manager-report';
import { shown } from '../../lib/document/row-diff';
import { DocComparePage, type CompareKind } from '../../ui/DocComparePage';
import type { DiffWords } from '../../ui/VersionDiff';
import { versionList } from './man-api';
import { COLUMN_LABELS, countLabel } from './man-columns';

// The manager report compared: the server lists each of its lines as a field of its own ('lines.m70'),
// named by the line's label; a line's value reads as its filled columns ('Customers 2 · VND 475,000').

const LINE = 'lines.';
const LINES = new Map(MANAGER_LINES.map((l) => [l.key, l]));

const WORDS: Record<string, string> = {
  maker: 'Maker',
  note: 'Note',
  listHI: 'Hotel invoices (HI)',
  listSI: 'Service invoices (SI)',
};
const TOTAL_WORDS: Record<keyof ManagerTotals, string> = {
  hotelVnd: 'Hotel VND',
  hotelUsd: 'Hotel USD',
  massageVnd: 'Massage VND',
  massageUsd: 'Massage USD',
  otherVnd: 'Other service VND',
  otherUsd: 'Other service USD',
  todaySalesVnd: "Today's Sales VND",
  todaySalesUsd: "Today's Sales USD",
  fixedExpense: 'Fixed expense',
  totalProfit: 'Total profit',
  customers: 'Customers',
  capacity: 'Capacity %',
  hotelCapacity: 'Hotel capacity %',
  massageCapacity: 'Massage capacity %',
  otherCapacity: 'Other-service capacity %',
  massageGuests: 'Massage guests',
  rooms: 'Rooms',
  sumRate: 'USD rate',
};
const COLUMNS = Object.keys(COLUMN_LABELS) as LineColumn[];

/** A line's values as its filled columns, in the screen's order and words. */
function lineText(key: string, v: unknown): string {
  const line = LINES.get(key);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return shown(v);
  const values = v as Partial<Record<LineColumn, unknown>>;
  const label = (c: LineColumn) =>
    line && (c === 'customers' || c === 'guests' || c === 'free') ? countLabel(line, c) : COLUMN_LABELS[c];
  const parts = COLUMNS.filter((c) => shown(values[c]) !== '—').map((c) => `${label(c)} ${shown(values[c])}`);
  return parts.join(' · ') || '—';
}

const manWords: DiffWords = {
  field: (f) =>
    f.startsWith(LINE)
      ? (LINES.get(f.slice(LINE.length))?.label ?? f.slice(LINE.length))
      : (WORDS[f] ?? TOTAL_WORDS[f as keyof ManagerTotals] ?? f),
  row: () => 'Report',
  value: (f, v) => (f.startsWith(LINE) ? lineText(f.slice(LINE.length), v) : shown(v)),
};

const MAN_COMPARE: CompareKind = {
  kind: 'man',
  title: 'MAN Sum',
  words: () => manWords,
  versions: (branch, day) => versionList(branch, day.slice(0, 7)),
  href: (branch, day, version) => `/manager_sum/${branch}/${day}/${version}`,
};

/** /manager_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of a manager report compared. */
export default function ManComparePage() {
  return <DocComparePage kind={MAN_COMPARE} />;
}
