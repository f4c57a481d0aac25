import { useAtomValue } from '../../state/store';
import { COLUMN_LABELS, isInOutColumn } from '../../../domain/storage';
import { CellConflicts } from '../../ui/CellConflicts';
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
  const list = useAtomValue(stConflictsAtom);
  const shown = list.map((c) => ({ id: c.id, where: what(c.id), mine: c.mine, current: c.current }));
  return <CellConflicts list={shown} onSettle={settleConflict} testId="st-conflicts" itemTestId="st-conflict" />;
}
