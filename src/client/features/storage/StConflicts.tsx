import { useAtomValue } from '../../state/store';
import { COLUMN_LABELS, isInOutColumn } from '../../../domain/storage';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { settleConflict } from './st-send';
import { stConflictsAtom } from './st-state';
import { useT } from '../../lib/i18n';
import { parseCellId, type StKey } from './st-view';
import type { TFunction } from '../../lib/i18n';

const what = (id: string, t: TFunction<'storage'>) => {
  const { itemId, day, field } = parseCellId(id);
  const column = isInOutColumn(field)
    ? t(COLUMN_LABELS[field] as StKey)
    : field === 'acc'
      ? t("Accountant's count")
      : t('Start stock');
  return day > 0 ? t('{{id}} day {{day}} {{column}}', { id: itemId, day, column }) : `${itemId} ${column}`;
};

/** Cells another device saved first: yours and the server's, to keep yours (saved with the next SAVE) or take theirs. */
export function StConflicts() {
  const t = useT('storage');
  const list = useAtomValue(stConflictsAtom).map((c) => ({
    id: c.id,
    where: what(c.id, t),
    mine: c.mine,
    theirs: c.current,
  }));
  const ids = { dialog: 'st-conflicts', item: 'st-conflict', mine: 'st-conflict-mine', theirs: 'st-conflict-theirs' };
  return <ConflictDialog list={list} onSettle={settleConflict} ids={ids} />;
}
