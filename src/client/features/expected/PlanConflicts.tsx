import { useAtomValue } from '../../state/store';
import { branchById } from '../../../domain/branches';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { settlePlanConflict } from './expected-outbox';
import { conflictsAtom, type Conflict, type Pending } from './expected-state';
import { weekdayOf } from './expected-view';

function Values({ v, decimals }: { v: Pending | null; decimals: number }) {
  return (
    <>
      <p>
        Rate: <strong>{v?.rate ? formatNumber(v.rate, decimals) : '–'}</strong>
      </p>
      <p>Comment: {v?.comment || '–'}</p>
    </>
  );
}

const shown = (c: Conflict) => ({
  id: c.key,
  message: c.msg,
  where: `${branchById(c.branchId)?.code ?? c.branchId} ${c.month} · room ${c.room} · ${weekdayOf(c.month, c.day)} ${c.day}`,
  mine: <Values v={c.mine} decimals={amountDecimals(c.branchId)} />,
  theirs: <Values v={c.current} decimals={amountDecimals(c.branchId)} />,
});

/**
 * A change the server refused (someone changed the cell first, or closed the day): the spec's message,
 * the user's values beside the server's, to keep mine (saved again over it) or take theirs.
 */
export function PlanConflicts() {
  const list = useAtomValue(conflictsAtom).map(shown);
  return (
    <ConflictDialog
      list={list}
      onSettle={settlePlanConflict}
      title="Your change was not saved"
      className="ex-conflict"
      labels={{ theirs: 'On the server now' }}
      ids={{ dialog: 'expected-conflict', mine: 'conflict-mine', theirs: 'conflict-server' }}
    />
  );
}
