import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { roomsByType } from '../../../domain/expected';
import { amountDecimals, formatNumber } from '../../../domain/money';
import type { Pending, Plan } from './expected-state';
import { useExpectedWords } from './expected-text';
import { daysOf, fullKey, isWeekend, shownCell } from './expected-view';

export type OpenCell = (room: string, day: number, e: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;

interface RowCell {
  day: number;
  rate: number;
  comment: string;
  closed: boolean;
  waiting: boolean;
  weekend: boolean;
}

/** One room's row; re-rendered only when one of its cells changes (`sig`). A cell is one focusable td. */
const Row = memo(
  function Row({ room, cells, decimals }: { room: string; cells: RowCell[]; sig: string; decimals: number }) {
    const { t } = useExpectedWords();
    return (
      <tr data-room={room}>
        <th scope="row" className="ex-room">
          {room}
        </th>
        {cells.map((c) => (
          <td
            key={c.day}
            className={`ex-cell${c.comment ? ' comment' : ''}${c.closed ? ' closed' : ''}${c.waiting ? ' waiting' : ''}${c.weekend ? ' weekend' : ''}`}
            title={c.comment || undefined}
            data-day={c.day}
            data-testid={`cell-${room}-${c.day}`}
            role="button"
            tabIndex={0}
            aria-label={t('Room {{room}} day {{day}}', { room, day: c.day })}
          >
            {c.rate ? formatNumber(c.rate, decimals) : ''}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) => a.sig === b.sig && a.decimals === b.decimals,
);

/** The cell an event happened in (one listener for the whole grid). */
function cellOf(target: EventTarget): { room: string; day: number } | null {
  const td = (target as HTMLElement).closest<HTMLElement>('td[data-day]');
  const room = td?.parentElement?.getAttribute('data-room');
  return td && room ? { room, day: Number(td.dataset.day) } : null;
}

/** The rooms grouped by room type (a label row per type), a cell per day. */
export function GridBody({
  plan,
  pending,
  onOpen,
}: {
  plan: Plan;
  pending: Record<string, Pending>;
  onOpen: OpenCell;
}) {
  const days = daysOf(plan.month);
  const decimals = amountDecimals(plan.branchId);
  const weekend = days.map((d) => isWeekend(plan.month, d));
  return (
    <tbody
      onClick={(e) => {
        const c = cellOf(e.target);
        if (c) onOpen(c.room, c.day, e);
      }}
      onKeyDown={(e) => {
        const c = (e.key === 'Enter' || e.key === ' ') && cellOf(e.target);
        if (!c) return;
        e.preventDefault();
        onOpen(c.room, c.day, e);
      }}
    >
      {roomsByType(plan.rooms).map((g) => [
        <tr key={`type-${g.type}`} className="ex-type">
          <th scope="rowgroup" className="ex-room">
            {g.type}
          </th>
          <td colSpan={days.length} />
        </tr>,
        ...g.rooms.map((r) => {
          const cells = days.map((d, i) => {
            const c = shownCell(plan, pending, r.number, d);
            return {
              day: d,
              rate: c.rate,
              comment: c.comment,
              closed: plan.closed.includes(d),
              waiting: !!pending[fullKey(plan.branchId, plan.month, r.number, d)],
              weekend: weekend[i],
            };
          });
          const sig = cells.map((c) => `${c.rate}|${c.comment}|${+c.closed}${+c.waiting}`).join(';');
          return <Row key={r.number} room={r.number} cells={cells} sig={sig} decimals={decimals} />;
        }),
      ])}
    </tbody>
  );
}
