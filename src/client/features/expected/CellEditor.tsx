import { IonButton, IonPopover } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { useEffect, useRef, useState } from 'react';
import { COMMENT_MAX } from '../../../domain/expected';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import { saveCell } from './expected-outbox';
import { pendingAtom, type Plan } from './expected-state';
import { weekdayOf } from '../../lib/i18n/format';
import { useExpectedWords } from './expected-text';
import { sameValues, shownCell } from './expected-view';
import { useOnHide } from './use-on-hide';

export interface CellTarget {
  room: string;
  day: number;
  event: Event;
}

/**
 * A cell's rate and comment beside the cell. Leaving it (Save, Enter, a tap outside) saves the change at
 * once; Cancel drops it. On a closed day, or for a viewer, it only shows the values.
 */
export function CellEditor({ plan, target, onClose }: { plan: Plan; target: CellTarget | null; onClose: () => void }) {
  const { t } = useExpectedWords();
  const pending = useAtomValue(pendingAtom);
  const pop = useRef<HTMLIonPopoverElement>(null);
  const dropped = useRef(false);
  const shown = target ? shownCell(plan, pending, target.room, target.day) : null;
  const [rate, setRate] = useState(0);
  const [comment, setComment] = useState('');
  // Opened one render after the target is set, so the popover knows the cell it points at when it presents.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    dropped.current = false;
    setRate(shown?.rate ?? 0);
    setComment(shown?.comment ?? '');
    setOpen(!!target);
  }, [target]);
  const closed = !!target && plan.closed.includes(target.day);
  const editable = plan.canEdit && !closed;
  const decimals = amountDecimals(plan.branchId);

  const commit = () => {
    if (!target || !editable || dropped.current) return;
    const mine = { rate, comment: comment.trim() };
    if (sameValues(mine, shown)) return;
    void saveCell({ branchId: plan.branchId, month: plan.month, room: target.room, day: target.day }, mine);
  };
  useOnHide(() => {
    if (open) commit();
  });
  const close = (drop = false) => {
    dropped.current = drop;
    void pop.current?.dismiss();
  };

  return (
    <IonPopover
      ref={pop}
      isOpen={open}
      event={target?.event}
      side="bottom"
      alignment="center"
      className="ex-pop"
      data-testid="cell-editor"
      onDidPresent={() => pop.current?.querySelector<HTMLInputElement>('input')?.focus()}
      onWillDismiss={commit}
      onDidDismiss={onClose}
    >
      {target && (
        <div className="ex-pop-body">
          <header>
            {t('Room {{room}} · {{weekday}} {{day}}', {
              room: target.room,
              weekday: weekdayOf(plan.month, target.day),
              day: target.day,
            })}
            {closed && <span className="ex-closed-tag">{t('Closed (X)')}</span>}
          </header>
          {editable ? (
            <>
              <label className="rc-field">
                {t('Rate')}
                <NumberInput
                  label={t('Rate')}
                  value={rate}
                  decimals={decimals}
                  onChange={setRate}
                  onKeyDown={(e) => e.key === 'Enter' && close()}
                />
              </label>
              <label className="rc-field">
                {t('Comment')}
                <textarea
                  aria-label={t('Comment')}
                  rows={2}
                  maxLength={COMMENT_MAX}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                />
              </label>
              <div className="ex-pop-actions">
                <IonButton size="small" fill="clear" color="medium" onClick={() => close(true)}>
                  {t('Cancel')}
                </IonButton>
                <IonButton size="small" onClick={() => close()}>
                  {t('Save')}
                </IonButton>
              </div>
            </>
          ) : (
            <dl className="ex-pop-view">
              <dt>{t('Rate')}</dt>
              <dd>{shown?.rate ? formatNumber(shown.rate, decimals) : '–'}</dd>
              <dt>{t('Comment')}</dt>
              <dd>{shown?.comment || '–'}</dd>
            </dl>
          )}
        </div>
      )}
    </IonPopover>
  );
}
