import { useAtomValue } from '../../state/store';
import { saveStatusText, type SaveState } from '../../lib/document/save-state';
import { useReachable } from '../../lib/reachability';
import { SaveStatus } from '../../ui/SaveStatus';
import { bfAddsAtom, bfPendingAtom } from './breakfast-state';

/** The month's save status, in the words of every other screen: counts not yet confirmed by the server wait. */
export function BfSaveStatus() {
  const pending = useAtomValue(bfPendingAtom);
  const adds = useAtomValue(bfAddsAtom);
  const reachable = useReachable();
  const open = Object.keys(pending).length + Object.values(adds).filter((n) => n !== 0).length;
  const state: SaveState = open === 0 ? 'saved' : reachable ? 'saving' : 'queued';
  return (
    <div className="bf-save">
      <SaveStatus state={state} text={saveStatusText(state, null)} />
    </div>
  );
}
