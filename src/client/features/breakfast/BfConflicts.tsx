import { useAtomValue } from '../../state/store';
import { CellConflicts } from '../../ui/CellConflicts';
import { settleConflict } from './bf-send';
import { columLabel } from './bf-view';
import { bfConflictsAtom } from './breakfast-state';

/** Counts another tablet changed first: each with yours and the server's, to keep yours or take theirs. */
export function BfConflicts() {
  const list = useAtomValue(bfConflictsAtom);
  const shown = list.map((c) => ({
    id: c.id,
    where: `${columLabel(c.colum)}, day ${c.day}`,
    mine: c.mine,
    current: c.current,
  }));
  const settle = (id: string, keepMine: boolean) => {
    const c = list.find((x) => x.id === id);
    if (c) void settleConflict(c, keepMine);
  };
  return <CellConflicts list={shown} onSettle={settle} testId="bf-conflicts" itemTestId="bf-conflict" />;
}
