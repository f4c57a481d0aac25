import { IonSpinner } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import type { DebitLine } from '../../../contract/debit';
import { loadByStates } from '../../../domain/debit-query';
import { formatMoney } from '../../../domain/money';
import { actionHighlight } from '../../../domain/row-fields';
import { EmptyState } from '../../ui/EmptyState';
import { VirtualCards } from '../../ui/VirtualCards';
import { shortLog } from './history';
import { statusColours } from './debit-rules';
import { linesAtom, newest, waitingAtom } from './debit-state';
import { StatusChip } from './StatusCell';
import { SumsText } from './SumsText';
import { useDebitWords } from './debit-text';
import { useInfiniteLines, type ListArgs } from './use-debit-lines';

function Card({ line, waiting, onOpen }: { line: DebitLine; waiting: boolean; onOpen: () => void }) {
  const { t } = useDebitWords();
  const invoice = line.hi ? `HI ${line.hi}` : line.si ? `SI ${line.si}` : t('No invoice');
  const last = line.log.at(-1);
  return (
    <button
      type="button"
      className="db-card"
      onClick={onOpen}
      style={{ borderLeftColor: statusColours(line.paid).background }}
      aria-label={t('Open {{invoice}} {{name}}', { invoice, name: line.name })}
    >
      <div className="db-card-top">
        <span className="db-inv">{invoice}</span>
        {line.room && <span className="db-room">{t('Room {{room}}', { room: line.room })}</span>}
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
  const { t } = useDebitWords();
  const list = useInfiniteLines(args);
  const known = useAtomValue(linesAtom);
  const waiting = useAtomValue(waitingAtom);
  const states = loadByStates(args.loadBy);
  const rows = list.rows.map((r) => newest(r, known)).filter((r) => states.includes(r.paid));
  const loadMore = list.loadMore;
  if (list.data?.total === 0)
    return <EmptyState message={t('NOT DATA')} hint={t('PLEASE SELECT DATE AND LOAD DATA')} />;
  return (
    <VirtualCards
      items={rows}
      keyOf={(l) => String(l.id)}
      keyAttr="line"
      estimate={128}
      testId="debit-cards"
      cardTestId="debit-card"
      className="db-cards"
      cardClass={() => 'db-card-slot'}
      onNearEnd={loadMore}
      header={
        <>
          <div className="db-cards-head">
            <span data-testid="debit-total">{list.data ? t('{{count}} lines', { count: list.data.total }) : ''}</span>
            {list.data && <SumsText sums={list.data.sums} />}
          </div>
          {list.error && <p className="sb-error">{list.error}</p>}
        </>
      }
      footer={
        <>
          {list.loading && (
            <div className="db-more" role="status">
              <IonSpinner name="dots" /> {t('Loading')}
            </div>
          )}
          {!list.loading && !list.hasMore && rows.length > 0 && (
            <div className="db-more">{t('All {{count}} lines', { count: rows.length })}</div>
          )}
        </>
      }
    >
      {(line) => <Card line={line} waiting={!!waiting[line.id]?.length} onOpen={() => onOpen(line)} />}
    </VirtualCards>
  );
}
