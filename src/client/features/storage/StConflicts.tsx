import { useAtomValue } from '../../state/store';
import { COLUMN_LABELS, isInOutColumn } from '../../../domain/storage';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { settleConflict } from './st-send';
import { stConflictsAtom } from './st-state';
import { parseCellId } from './st-view';

const what = (id: string) => {
  const { itemId, day, field } = parseCellId(id);
  const col = isInOutColumn(field) ? COLUMN_LABELS[field] : field === 'acc' ? "Accountant's count" : 'Start stock';
  return day > 0 ? `${itemId} day ${day} ${col}` : `${itemId} ${col}`;
};

/** Cells another device saved first: yours and the server's, to keep yours (saved with the next SAVE) or take theirs. */
export function StConflicts() {
  const list = useAtomValue(stConflictsAtom).map((c) => ({
    id: c.id,
    where: what(c.id),
    mine: c.mine,
    theirs: c.current,
  }));
  const ids = { dialog: 'st-conflicts', item: 'st-conflict', mine: 'st-conflict-mine', theirs: 'st-conflict-theirs' };
  return <ConflictDialog list={list} onSettle={settleConflict} ids={ids} />;
}
