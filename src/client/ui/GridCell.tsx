import type { KeyboardEvent, ReactNode } from 'react';

import { currentLanguage } from '../lib/i18n';
import { dayMonthShort } from '../lib/i18n/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day of a 'YYYY-MM' month as a grid cell names it: "28 Nov" (English keeps these short names, as the
 * spec's grids write them), "28 thg 11", "11月28日".
 */
export function cellDay(month: string, day: number): string {
  const m = Number(month.slice(5, 7));
  if (currentLanguage() === 'en' || !(m >= 1 && m <= 12)) return `${day} ${MONTHS[m - 1] ?? ''}`.trim();
  return dayMonthShort(month, day);
}

/**
 * A day grid's cell that opens something: a `td` acting as a button, with an accessible name made of its row
 * and day ("Massage, 28 Nov") and its value, opened by a tap, Enter or Space. Read-only cells (no `onOpen`)
 * are plain cells.
 */
export function GridCell({
  name,
  value,
  onOpen,
  className,
  testId,
  children,
}: {
  name: string;
  value: string;
  onOpen?: () => void;
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const key = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onOpen?.();
  };
  return (
    <td
      className={className}
      data-testid={testId}
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
      aria-label={onOpen ? (value ? `${name}: ${value}` : name) : undefined}
      onClick={onOpen}
      onKeyDown={onOpen ? key : undefined}
    >
      {children ?? value}
    </td>
  );
}
