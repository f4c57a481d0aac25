import { IonSpinner } from '@ionic/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { DebitLine } from '../../../contract/debit';
import { loadByStates } from '../../../domain/debit-query';
import { formatMoney } from '../../../domain/money';
import { actionHighlight } from '../../../domain/row-fields';
import { EmptyState } from '../../ui/EmptyState';
import { shortLog } from './history';
import { statusColours } from './debit-rules';
import { linesAtom, newest, waitingAtom } from './debit-state';
import { StatusChip } from './StatusCell';
import { SumsText } from './SumsText';
import { useInfiniteLines, type ListArgs } from './use-debit-lines';

/** How near the end of what is loaded the next page of 50 is asked for. */
const AHEAD = 10;

function Card({ line, waiting, onOpen }: { line: DebitLine; waiting: boolean; onOpen: () => void }) {
  const invoice = line.hi ? `HI ${line.hi}` : line.si ? `SI ${line.si}` : 'No invoice';
  const last = line.log.at(-1);
  return (
    <button
      type="button"
      className="db-card"
      onClick={onOpen}
      style={{ borderLeftColor: statusColours(line.paid).background }}
      aria-label={`Open ${invoice} ${line.name}`}
    >
      <div className="db-card-top">
        <span className="db-inv">{invoice}</span>
        {line.room && <span className="db-room">Room {line.room}</span>}
        <strong className="db-amount">
          {formatMoney(line.amount, line.currency)} <small>{line.currency}</small>
        </strong>
      </div>
      <div className="db-card-name">{line.name}</div>
      <div className="db-card-line">
        <StatusChip line={line} waiting={waiting} />
        <span className={`db-action ${actionHighlight(line.action) ?? ''}`}>{line.action}</span>
        {line.company && <span className="db-company">{line.company}</span>}
      </div>
      {last && <div className="db-card-log">{shortLog(last)}</div>}
    </button>
  );
}

/** Phones: the lines as cards, virtualised, the next page of 50 loaded as the user nears the end. */
export function DebitCards({ args, onOpen }: { args: ListArgs; onOpen: (line: DebitLine) => void }) {
  const list = useInfiniteLines(args);
  const known = useAtomValue(linesAtom);
  const waiting = useAtomValue(waitingAtom);
  const states = loadByStates(args.loadBy);
  const rows = list.rows.map((r) => newest(r, known)).filter((r) => states.includes(r.paid));
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 128,
    overscan: 4,
  });
  const items = virtual.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastShown >= rows.length - AHEAD) list.loadMore();
  }, [lastShown, rows.length]);
  if (list.data?.total === 0) return <EmptyState message="NOT DATA" hint="PLEASE SELECT DATE AND LOAD DATA" />;
  return (
    <div ref={parent} className="db-cards" data-testid="debit-cards">
      <div className="db-cards-head">
        <span data-testid="debit-total">{list.data ? `${list.data.total} lines` : ''}</span>
        {list.data && <SumsText sums={list.data.sums} />}
      </div>
      {list.error && <p className="sb-error">{list.error}</p>}
      {list.stale && <p className="db-stale">Offline: the lines this device kept.</p>}
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const line = rows[item.index];
          return (
            <article
              key={line.id}
              data-testid="debit-card"
              data-line={line.id}
              data-index={item.index}
              ref={virtual.measureElement}
              className="db-card-slot"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Card line={line} waiting={!!waiting[line.id]?.length} onOpen={() => onOpen(line)} />
            </article>
          );
        })}
      </div>
      {list.loading && (
        <div className="db-more" role="status">
          <IonSpinner name="dots" /> Loading
        </div>
      )}
      {!list.loading && !list.hasMore && rows.length > 0 && <div className="db-more">All {rows.length} lines</div>}
    </div>
  );
}
