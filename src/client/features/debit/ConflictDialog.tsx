import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import type { DebitLine } from '../../../contract/debit';
import { mayTransition, validFrom, type DebitTransition } from '../../../domain/debit';
import { describeChange, lineLabel, type DebitConflict } from './debit-change';
import { applyChange, dropConflict } from './debit-outbox';
import { conflictsAtom } from './debit-state';
import { shortLog } from './history';
import { StatusChip } from './StatusCell';

const TEXT_KINDS = ['note', 'company', 'log'];

function LineNow({ line }: { line: DebitLine }) {
  return (
    <div className="db-conflict-box" data-testid="conflict-current">
      <h3 className="db-h3">The line now</h3>
      <StatusChip line={line} />
      <p>Company: {line.company || '–'}</p>
      <p>Note: {line.note || '–'}</p>
      <ul className="db-history">
        {line.log.slice(-3).map((l, i) => (
          <li key={i}>{shortLog(l)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the change can be made on the line as it is now (a transition from its present state, by this role). */
function stillPossible(c: DebitConflict, role: number): boolean {
  if (TEXT_KINDS.includes(c.change.kind) || !c.current) return true;
  const t = c.change.kind as DebitTransition;
  return validFrom(t, c.current.paid) && mayTransition(role, t, c.current.action);
}

/**
 * A change the server refused because the line moved on (or whose answer was missed): the user's change
 * (its text kept and editable) beside the line as it is now; apply it again on the present line, or drop it.
 */
export function ConflictDialog({ role }: { role: number }) {
  const conflicts = useAtomValue(conflictsAtom);
  const c = conflicts[0];
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(c?.change.text ?? ''), [c?.key]);
  const withText = !!c && TEXT_KINDS.includes(c.change.kind);
  const reapply = async () => {
    if (!c) return;
    const base = c.current ?? c.line;
    setBusy(true);
    const out = await applyChange({ ...c.change, rev: base.rev, ...(withText ? { text: text.trim() } : {}) }, base);
    setBusy(false);
    if (out.kind !== 'error') dropConflict(c.key);
  };
  return (
    <IonModal isOpen={!!c} backdropDismiss={false} className="db-conflict" data-testid="conflict-dialog">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Your change was not saved</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {c && (
          <>
            <p className="db-banner" role="alert">
              {lineLabel(c.line)}: {c.current ? 'the line changed on the server before your change reached it. ' : ''}
              {c.msg}
            </p>
            <div className="db-conflict-box" data-testid="conflict-mine">
              <h3 className="db-h3">Your change</h3>
              <p>{describeChange({ ...c.change, text: undefined })}</p>
              {withText && (
                <textarea
                  aria-label="Your text"
                  rows={3}
                  maxLength={500}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
            </div>
            {c.current && <LineNow line={c.current} />}
            {!stillPossible(c, role) && (
              <p className="sb-muted">This action is not possible from the line's present state.</p>
            )}
            <div className="db-actions">
              <IonButton disabled={busy || !stillPossible(c, role)} onClick={() => void reapply()}>
                Apply my change again
              </IonButton>
              <IonButton fill="outline" color="medium" onClick={() => dropConflict(c.key)}>
                Discard my change
              </IonButton>
            </div>
            {conflicts.length > 1 && <p className="sb-muted">{conflicts.length - 1} more after this one.</p>}
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
