import { useAtomValue } from '../../state/store';
import type { DebitLine } from '../../../contract/debit';
import type { DebitTransition } from '../../../domain/debit';
import { loadByStates } from '../../../domain/debit-query';
import { actionHighlight } from '../../../domain/row-fields';
import { EmptyState } from '../../ui/EmptyState';
import type { DebitColumn } from './debit-columns';
import { statusColours } from './debit-rules';
import { linesAtom, newest, waitingAtom } from './debit-state';
import { DebitPager } from './DebitPager';
import { StatusCell } from './StatusCell';
import { useDebitWords } from './debit-text';
import { usePagedLines, type ListArgs } from './use-debit-lines';

export interface LineHandlers {
  onOpen: (line: DebitLine) => void;
  onAction: (line: DebitLine, t: DebitTransition) => void;
  onHistory: (line: DebitLine) => void;
}

/** Tablets: one paged table of lines with sortable headers (a DEBIT AREA or PAID AREA on /acc_debit). */
export function DebitTable({
  args,
  heading,
  defaultLimit,
  columns,
  role,
  handlers,
}: {
  args: ListArgs;
  heading?: string;
  defaultLimit: number;
  columns: DebitColumn[];
  role: number;
  handlers: LineHandlers;
}) {
  const { t } = useDebitWords();
  const list = usePagedLines(args, defaultLimit);
  const known = useAtomValue(linesAtom);
  const waiting = useAtomValue(waitingAtom);
  const states = loadByStates(args.loadBy);
  const rows = (list.data?.rows ?? []).map((r) => newest(r, known)).filter((r) => states.includes(r.paid));
  const { sort, dir } = list.sorting;
  return (
    <section className="db-area" aria-label={heading ?? t('Debit lines')} data-testid="debit-table">
      {heading && (
        <h2 className="db-area-title">
          {heading} <span className="db-count">{list.data ? list.data.total : ''}</span>
        </h2>
      )}
      {list.error && <p className="sb-error">{list.error}</p>}
      {list.data?.total === 0 ? (
        <EmptyState message={t('NOT DATA')} hint={t('PLEASE SELECT DATE AND LOAD DATA')} />
      ) : (
        <div className="db-table-wrap">
          <table className={`db-table ${list.loading ? 'loading' : ''}`}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    className={c.num ? 'num' : undefined}
                    aria-sort={c.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sort ? (
                      <button type="button" className="db-sort" onClick={() => list.sortBy(c.sort!)}>
                        {c.label}
                        <span aria-hidden="true">{c.sort === sort ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((l) => (
                <tr
                  key={l.id}
                  data-testid="debit-row"
                  data-line={l.id}
                  onClick={() => handlers.onOpen(l)}
                  style={{ borderLeftColor: statusColours(l.paid).background }}
                >
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`${c.num ? 'num' : ''} ${c.key === 'action' ? (actionHighlight(l.action) ?? '') : ''} db-col-${c.key}`}
                    >
                      {c.key === 'paid' ? (
                        <StatusCell line={l} role={role} waiting={!!waiting[l.id]?.length} {...handlers} />
                      ) : c.key === 'name' ? (
                        <button type="button" className="db-open" aria-label={t('Open {{name}}', { name: l.name })}>
                          {l.name}
                        </button>
                      ) : (
                        <>
                          {c.text(l)}
                          {c.unit && <small className="db-unit"> {c.unit(l)}</small>}
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.total > 0 && (
        <DebitPager
          page={list.page}
          limit={list.limit}
          total={list.data.total}
          sums={list.data.sums}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
    </section>
  );
}
