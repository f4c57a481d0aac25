import { MANAGER_LINES, type LineColumn } from '../../../domain/manager-lines';
import type { ManagerTotals } from '../../../domain/manager-report';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import type { DiffWords } from '../../ui/VersionDiff';
import { versionList } from './man-api';
import { useMemo } from 'react';
import { COLUMN_LABELS, countLabel } from './man-columns';
import { useManWords } from './man-words';

// The manager report compared: the server lists each value of each of its lines as a field of its own
// ('lines.m70.customers'), named by the line's label and the column's ('Rooms sold (day) · Count'), in the
// user's language (the English names are the catalog's keys).

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
function lineField(path: string, w: (english: string) => string): string {
  const [key, column] = path.slice(LINE.length).split('.');
  const line = LINES.get(key);
  const label = line ? w(line.label) : key;
  if (!column) return label;
  const c = column as LineColumn;
  const name =
    line && (c === 'customers' || c === 'guests' || c === 'free')
      ? w(countLabel(line, c))
      : COLUMN_LABELS[c]
        ? w(COLUMN_LABELS[c])
        : c;
  return `${label} · ${name}`;
}

/** /manager_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of a manager report compared. */
export default function ManComparePage() {
  const { t, w } = useManWords();
  const kind = useMemo<CompareKind>(() => {
    const named = (f: string): string => {
      const english = WORDS[f] ?? TOTAL_WORDS[f as keyof ManagerTotals];
      return english ? w(english) : f;
    };
    const words: DiffWords = {
      field: (f) => (f.startsWith(LINE) ? lineField(f, w) : named(f)),
      row: () => t('Report'),
    };
    return {
      kind: 'man',
      title: t('MAN Sum'),
      words: () => words,
      versions: (branch, day) => versionList(branch, day.slice(0, 7)),
      href: (branch, day, version) => `/manager_sum/${branch}/${day}/${version}`,
    };
  }, [t, w]);
  return <ComparePage kind={kind} />;
}
