import type { DebitLine } from '../../../contract/debit';
import type { DebitTransition } from '../../../domain/debit';
import { actionLink, statusColours } from './debit-rules';
import { useDebitWords } from './debit-text';

/** A line's state as a coloured chip; 'waiting' while a change made offline waits to be sent. */
export function StatusChip({ line, waiting }: { line: DebitLine; waiting?: boolean }) {
  const { t, w } = useDebitWords();
  return (
    <span className="db-chip" style={statusColours(line.paid)} data-testid="debit-status">
      {w(line.paid)}
      {waiting && <span className="db-waiting"> {t('· waiting')}</span>}
    </span>
  );
}

/** The table's status cell: the chip, '(Action ?)' where the role may act, '(history)' where there is some. */
export function StatusCell({
  line,
  role,
  waiting,
  onAction,
  onHistory,
}: {
  line: DebitLine;
  role: number;
  waiting: boolean;
  onAction: (line: DebitLine, t: DebitTransition) => void;
  onHistory: (line: DebitLine) => void;
}) {
  const { t } = useDebitWords();
  const act = actionLink(role, line);
  return (
    <div className="db-status">
      <StatusChip line={line} waiting={waiting} />
      {act && (
        <button
          type="button"
          className="db-link"
          onClick={(e) => {
            e.stopPropagation();
            onAction(line, act);
          }}
        >
          {t('(Action ?)')}
        </button>
      )}
      {line.log.length > 0 && (
        <button
          type="button"
          className="db-link"
          onClick={(e) => {
            e.stopPropagation();
            onHistory(line);
          }}
        >
          {t('(history)')}
        </button>
      )}
    </div>
  );
}
