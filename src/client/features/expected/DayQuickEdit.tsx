import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonModal,
  IonTitle,
  IonToolbar,
  useIonAlert,
} from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import { EXPECTED_CLOSED_DAY, roomsByType } from '../../../domain/expected';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { toast } from '../../lib/toast';
import { saveDay } from './expected-outbox';
import { pendingAtom, type Pending, type Plan } from './expected-state';
import { weekdayOf } from '../../lib/i18n/format';
import { useExpectedWords } from './expected-text';
import { sameValues, shownCell, type PlanFigures } from './expected-view';
import { RoomFields } from './RoomFields';

export const QUICK_SAVED = 'SUCCESS SAVE DATA';
export const QUICK_QUEUED = 'Saved on this device: it is sent when the network is back';
/** Above this many rooms the quick edit lists them in two columns (spec 3 section 2). */
export const TWO_COLUMNS_ABOVE = 20;

/** The quick edit of a day: every room's rate and comment for the day, saved together (update_multi_one_day). */
export function DayQuickEdit({
  plan,
  figures,
  day,
  onClose,
}: {
  plan: Plan;
  figures: PlanFigures;
  day: number | null;
  onClose: () => void;
}) {
  const { t } = useExpectedWords();
  const pending = useAtomValue(pendingAtom);
  const [alert] = useIonAlert();
  const [form, setForm] = useState<Record<string, Pending>>({});
  const [busy, setBusy] = useState(false);
  const shown = (room: string) => shownCell(plan, pending, room, day ?? 1);
  useEffect(() => {
    if (day === null) return;
    setForm(
      Object.fromEntries(
        plan.rooms.map((r) => [r.number, { rate: shown(r.number).rate, comment: shown(r.number).comment }]),
      ),
    );
  }, [day]);
  const closed = day !== null && plan.closed.includes(day);
  const changed = plan.rooms
    .map((r) => ({ room: r.number, ...(form[r.number] ?? shown(r.number)) }))
    .map((r) => ({ ...r, comment: r.comment.trim() }))
    .filter((r) => !sameValues(r, shown(r.room)));

  const save = async () => {
    if (day === null || !changed.length) return onClose();
    setBusy(true);
    const out = await saveDay(plan, day, changed);
    setBusy(false);
    if (out === 'done') toast(t(QUICK_SAVED));
    if (out === 'queued') toast(t(QUICK_QUEUED), 'warning');
    onClose();
  };
  const leave = () => {
    if (!changed.length || closed) return onClose();
    void alert({
      header: t('Save the changes?'),
      message: t('{{n}} room(s) changed on day {{day}}.', { n: changed.length, day }),
      buttons: [
        { text: t('Discard'), role: 'destructive', handler: onClose },
        { text: t('Save'), handler: () => void save() },
      ],
    });
  };

  const decimals = amountDecimals(plan.branchId);
  const fig = day !== null ? figures.days[day - 1] : undefined;
  return (
    <IonModal
      isOpen={day !== null}
      onDidDismiss={onClose}
      className="ex-quick-modal"
      data-testid="quick-edit"
      backdropDismiss={false}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>
            {day !== null &&
              t('Quick edit · {{weekday}} {{day}} · {{month}}', {
                weekday: weekdayOf(plan.month, day),
                day,
                month: plan.month,
              })}
          </IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={leave}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {closed && <p className="rc-banner">{t(EXPECTED_CLOSED_DAY)}</p>}
        {fig && (
          <p className="ex-quick-figs" data-testid="quick-figures">
            {t('Rooms sold')} <strong>{`${fig.sumRoom} / ${plan.rooms.length}`}</strong> · {t('Total rate')}{' '}
            <strong>{formatNumber(fig.sumRate, decimals)}</strong> · {t('Capacity')}{' '}
            <strong>{formatNumber(fig.capacity, 2)}%</strong>
          </p>
        )}
        <div className={`ex-quick${plan.rooms.length > TWO_COLUMNS_ABOVE ? ' two' : ''}`} data-testid="quick-rooms">
          {roomsByType(plan.rooms).map((g) => [
            <h3 key={`t-${g.type}`} className="ex-quick-type">
              {g.type}
            </h3>,
            ...g.rooms.map((r) => (
              <RoomFields
                key={r.number}
                room={r.number}
                value={form[r.number] ?? shown(r.number)}
                changed={changed.some((c) => c.room === r.number)}
                decimals={decimals}
                disabled={closed || busy}
                onChange={(v) => setForm((f) => ({ ...f, [r.number]: v }))}
              />
            )),
          ])}
        </div>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <span slot="start" className="ex-quick-count">
            {changed.length ? t('{{n}} changed', { n: changed.length }) : t('No change yet')}
          </span>
          <IonButtons slot="end">
            <IonButton
              fill="solid"
              color="primary"
              disabled={busy || closed || !changed.length}
              onClick={() => void save()}
            >
              {t('SAVE')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
