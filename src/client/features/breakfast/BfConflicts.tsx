import { useT } from '../../lib/i18n';
import { useAtomValue } from '../../state/store';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { settleConflict } from './bf-send';
import { columLabel } from './bf-view';
import { bfConflictsAtom } from './breakfast-state';

/** Counts another tablet changed first: each with yours and the server's, to keep yours or take theirs. */
export function BfConflicts() {
  const t = useT('breakfast');
  const list = useAtomValue(bfConflictsAtom).map((c) => ({
    id: c.id,
    where: t('{{row}}, day {{day}}', { row: columLabel(c.colum, t), day: c.day }),
    mine: c.mine,
    theirs: c.current,
  }));
  const ids = { dialog: 'bf-conflicts', item: 'bf-conflict', mine: 'bf-conflict-mine', theirs: 'bf-conflict-theirs' };
  return <ConflictDialog list={list} onSettle={settleConflict} ids={ids} />;
}
