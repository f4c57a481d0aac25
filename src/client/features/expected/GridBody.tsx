import { memo, type MouseEvent } from 'react';
import { roomsByType } from '../../../domain/expected';
import { amountDecimals, formatNumber } from '../../../domain/money';
import type { Pending, Plan } from './expected-state';
import { daysOf, fullKey, isWeekend, shownCell } from './expected-view';

export type OpenCell = (room: string, day: number, e: MouseEvent<HTMLElement>) => void;

interface RowCell {
  day: number;
  rate: number;
  comment: string;
  closed: boolean;
  waiting: boolean;
  weekend: boolean;
}

/** One room's row; re-rendered only when one of its cells changes (`sig`). */
const Row = memo(
  function Row({
    room,
    cells,
    decimals,
    onOpen,
  }: {
    room: string;
    cells: RowCell[];
    sig: string;
    decimals: number;
    onOpen: OpenCell;
  }) {
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
          >
            <button
              type="button"
              data-testid={`cell-${room}-${c.day}`}
              aria-label={`Room ${room} day ${c.day}`}
              onClick={(e) => onOpen(room, c.day, e)}
            >
              {c.rate ? formatNumber(c.rate, decimals) : ''}
            </button>
          </td>
        ))}
      </tr>
    );
  },
  (a, b) => a.sig === b.sig && a.onOpen === b.onOpen && a.decimals === b.decimals,
);

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
  return (
    <tbody>
      {roomsByType(plan.rooms).map((g) => [
        <tr key={`type-${g.type}`} className="ex-type">
          <th scope="rowgroup" className="ex-room">
            {g.type}
          </th>
          <td colSpan={days.length} />
        </tr>,
        ...g.rooms.map((r) => {
          const cells = days.map((d) => {
            const c = shownCell(plan, pending, r.number, d);
            return {
              day: d,
              rate: c.rate,
              comment: c.comment,
              closed: plan.closed.includes(d),
              waiting: !!pending[fullKey(plan.branchId, plan.month, r.number, d)],
              weekend: isWeekend(plan.month, d),
            };
          });
          const sig = cells.map((c) => `${c.rate}|${c.comment}|${+c.closed}${+c.waiting}`).join(';');
          return <Row key={r.number} room={r.number} cells={cells} sig={sig} decimals={decimals} onOpen={onOpen} />;
        }),
      ])}
    </tbody>
  );
}
