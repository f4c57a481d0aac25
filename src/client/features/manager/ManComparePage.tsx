import { MANAGER_LINES, type LineColumn } from '../../../domain/manager-lines';
import type { ManagerTotals } from '../../../domain/manager-report';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import type { DiffWords } from '../../ui/VersionDiff';
import { versionList } from './man-api';
import { COLUMN_LABELS, countLabel } from './man-columns';

// The manager report compared: the server lists each value of each of its lines as a field of its own
// ('lines.m70.customers'), named by the line's label and the column's ('Rooms sold (day) · Count').

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

/** 'lines.m70.customers' → 'Massage 70 min · Customers' (the line's label and the column as its screen names it). */
function lineField(path: string): string {
  const [key, column] = path.slice(LINE.length).split('.');
  const line = LINES.get(key);
  const label = line?.label ?? key;
  if (!column) return label;
  const c = column as LineColumn;
  const name =
    line && (c === 'customers' || c === 'guests' || c === 'free') ? countLabel(line, c) : (COLUMN_LABELS[c] ?? c);
  return `${label} · ${name}`;
}

const manWords: DiffWords = {
  field: (f) => (f.startsWith(LINE) ? lineField(f) : (WORDS[f] ?? TOTAL_WORDS[f as keyof ManagerTotals] ?? f)),
  row: () => 'Report',
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
  return <ComparePage kind={MAN_COMPARE} />;
}
