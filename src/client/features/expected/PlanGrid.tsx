import { useAtomValue } from '../../state/store';
import { useCallback, useState } from 'react';
import { CellEditor, type CellTarget } from './CellEditor';
import { DayQuickEdit } from './DayQuickEdit';
import { pendingAtom, type Plan } from './expected-state';
import type { PlanFigures } from './expected-view';
import { useDayScroll } from '../../ui/use-day-scroll';
import { GridBody, type OpenCell } from './GridBody';
import { GridFoot } from './GridFoot';
import { GridHead } from './GridHead';

/**
 * Tablets: the month as a grid, a row per room (grouped by type) and a column per day, the room column
 * and the day header sticky, the day figures in a sticky footer. A cell opens its editor; a day's header
 * opens the day's quick edit; its lock opens or closes the day (editors).
 */
export function PlanGrid({
  plan,
  figures,
  onToggle,
}: {
  plan: Plan;
  figures: PlanFigures;
  onToggle: (day: number) => void;
}) {
  const pending = useAtomValue(pendingAtom);
  const [target, setTarget] = useState<CellTarget | null>(null);
  const [quickDay, setQuickDay] = useState<number | null>(null);
  // This month opens on today (two days before it in sight); another month on its 1st.
  const wrap = useDayScroll(plan.branchId, plan.month);
  const open = useCallback<OpenCell>((room, day, e) => setTarget({ room, day, event: e.nativeEvent }), []);
  return (
    <div className="ex-grid-wrap" data-testid="expected-grid" ref={wrap}>
      <table className="ex-grid">
        <colgroup>
          <col className="ex-col-room" />
          {figures.days.map((d) => (
            <col key={d.day} className="ex-col-day" />
          ))}
        </colgroup>
        <GridHead plan={plan} figures={figures} onQuick={setQuickDay} onToggle={onToggle} />
        <GridBody plan={plan} pending={pending} onOpen={open} />
        <GridFoot plan={plan} figures={figures} />
      </table>
      <CellEditor plan={plan} target={target} onClose={() => setTarget(null)} />
      <DayQuickEdit plan={plan} figures={figures} day={quickDay} onClose={() => setQuickDay(null)} />
    </div>
  );
}
