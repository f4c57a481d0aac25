import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import type { DebitLine } from '../../../contract/debit';
import type { DebitTransition } from '../../../domain/debit';
import { formatMoney } from '../../../domain/money';
import { describeChange, lineLabel, type ChangeKind } from './debit-change';
import { sheetActions, TRANSITION_LABEL } from './debit-rules';
import { waitingAtom } from './debit-state';
import { useDebitWords } from './debit-text';
import { SheetDetails } from './SheetDetails';
import { SheetEdits } from './SheetEdits';
import { StatusChip } from './StatusCell';

/**
 * A line's sheet (a card or a row tapped): every field, the whole history, the company and note, a free
 * history line, and only the actions the role may take from the line's state.
 */
export function DebitSheet({
  line,
  role,
  wide,
  onClose,
  onAction,
  onEdit,
}: {
  line: DebitLine | null;
  role: number;
  wide: boolean;
  onClose: () => void;
  onAction: (line: DebitLine, t: DebitTransition) => void;
  onEdit: (line: DebitLine, kind: Extract<ChangeKind, 'note' | 'company' | 'log'>, text: string) => Promise<boolean>;
}) {
  const { t, w } = useDebitWords();
  const waiting = useAtomValue(waitingAtom);
  const queued = line ? (waiting[line.id] ?? []) : [];
  const actions = line ? sheetActions(role, line) : [];
  const sheet = wide ? {} : { initialBreakpoint: 0.92, breakpoints: [0, 0.92] };
  return (
    <IonModal isOpen={!!line} onDidDismiss={onClose} {...sheet} className="db-sheet" data-testid="debit-sheet">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{line ? lineLabel(line) : ''}</IonTitle>
          <IonButtons slot="end">
            <IonButton strong onClick={onClose}>
              {t('Close')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {line && (
          <div className="db-sheet-body">
            <div className="db-sheet-top">
              <StatusChip line={line} waiting={queued.length > 0} />
              {line.company && <span className="db-company">{line.company}</span>}
              <strong className="db-amount">
                {formatMoney(line.amount, line.currency)} <small>{line.currency}</small>
              </strong>
            </div>
            {queued.length > 0 && (
              <p className="db-banner" role="status">
                {t('Waiting to be sent: {{changes}}', { changes: queued.map((c) => describeChange(c, t)).join(' · ') })}
              </p>
            )}
            {actions.length > 0 && (
              <div className="db-actions" role="group" aria-label={t('Actions')}>
                {actions.map((a) => (
                  <IonButton
                    key={a}
                    size="small"
                    color={a === 'delete' ? 'danger' : a === 'paid' ? 'success' : 'primary'}
                    fill={a === 'delete' ? 'outline' : 'solid'}
                    onClick={() => onAction(line, a)}
                  >
                    {w(TRANSITION_LABEL[a])}
                  </IonButton>
                ))}
              </div>
            )}
            <SheetEdits key={`${line.id}:${line.rev}`} line={line} onEdit={(kind, text) => onEdit(line, kind, text)} />
            <SheetDetails line={line} />
          </div>
        )}
      </IonContent>
    </IonModal>
  );
}
