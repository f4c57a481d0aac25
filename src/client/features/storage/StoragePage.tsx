import { IonLabel, IonSegment, IonSegmentButton, useIonAlert } from '@ionic/react';
import { checkmarkDoneOutline, mailOutline, saveOutline } from 'ionicons/icons';
import { appStore, useAtomValue } from '../../state/store';
import { useMemo, useState } from 'react';
import { monthDays } from '../../../domain/expected';
import { STORAGE_EMPTY } from '../../../domain/storage';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import { MonthToolbar, ReportTitle, reportTitle } from '../../ui/MonthToolbar';
import { useNamedMonth, useNamedMonthLoad } from '../../ui/use-named-month';
import { todayOfMonth } from '../../ui/use-day-scroll';
import { compareStorage, confirmStorage, sendStorageReport } from './st-api';
import { refusal, saveDraft } from './st-send';
import { stDraftAtom, stMonthAtom, stWaitingAtom } from './st-state';
import { draftSize, shownItem } from './st-view';
import { StCellEditor } from './StCellEditor';
import { StConflicts } from './StConflicts';
import { StDayCards } from './StDayCards';
import { StGrid, type View } from './StGrid';
import { StItemEditor } from './StItemEditor';
import { useStorage, type StorageState } from './use-storage';
import { reportSubtitle } from '../../ui/PageTitle';
import '../../ui/sheet/sheet.css';
import './storage.css';

function Toolbar({ s }: { s: StorageState }) {
  const t = useT('storage');
  const shown = s.status.kind === 'ready' ? s.data : null;
  const kind = t('Storage');
  return (
    <MonthToolbar
      picks={s}
      onLoad={() => void s.load()}
      loading={s.status.kind === 'loading'}
      heading={<ReportTitle report={shown} kind={kind} testId="st-title" />}
      summary={shown ? <ReportTitle report={shown} kind={kind} testId="st-title" /> : undefined}
      headingKey={shown ? reportTitle(shown, kind) : ''}
      loadTestId="st-load"
    />
  );
}

/** /storage_report and /storage_report/:branchReport/:monthReport (spec 3 section 2). */
export default function StoragePage() {
  const t = useT('storage');
  const named = useNamedMonth();
  const s = useStorage(!!named);
  useNamedMonthLoad(s, named, '/storage_report');
  const m = s.data;
  const wide = useWide();
  const draft = useAtomValue(stDraftAtom);
  const waiting = useAtomValue(stWaitingAtom);
  const shown = useMemo(() => ({ known: m?.known ?? {}, waiting, draft }), [m, waiting, draft]);
  const [tab, setTab] = useState('SOFT DRINK');
  const [view, setView] = useState<View>('lite');
  const [cell, setCell] = useState<{ itemId: string; day: number } | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert] = useIonAlert();
  const days = m ? monthDays(m.month) : 0;
  const items = useMemo(() => (m ? m.items.map((i) => shownItem(i, shown, days)) : []), [m, shown, days]);
  const tabItems = items.filter((i) => i.tab === (m?.tabs.includes(tab) ? tab : m?.tabs[0]));
  const changes = draftSize(draft);

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      const out = await saveDraft();
      if (out === 'queued') toast(t('Saved on this device: it is sent when the network is back'), 'warning');
    });
  const confirm = () =>
    run(async () => {
      if (!m) return;
      // Those who enter or count confirm (a POST); anyone else who reads sees the compare only.
      const res = await (m.canEdit || m.canCount ? confirmStorage : compareStorage)(m.branchId, m.month);
      if (!res.ok) return toast(refusal(res.error), 'danger');
      const { countError, data, confirm: ok } = res.data;
      appStore.set(stMonthAtom, (x) => (x ? { ...x, confirm: ok } : x));
      void alert({
        header: t('CONFIRM WITH ACC'),
        message:
          countError === 0
            ? t('Every item matches the accountant: the report can be sent.')
            : t('{{n}} items differ from the accountant: {{list}}', {
                n: countError,
                list: data
                  .map((d) =>
                    t('{{id}} {{name}} (stock {{stock}}, accountant {{acc}})', {
                      id: d.itemId,
                      name: d.name,
                      stock: d.stock,
                      acc: d.acc ?? t('not counted'),
                    }),
                  )
                  .join('; '),
              }),
        buttons: [t('OK')],
      });
    });
  const send = () =>
    run(async () => {
      if (!m) return;
      const res = await sendStorageReport(m.branchId, m.month);
      if (!res.ok) return toast(res.error.msg || t('Error Send Mail'), 'danger');
      appStore.set(stMonthAtom, (x) => (x ? { ...x, sent: res.data.sent } : x));
      toast(t('Storage report sent'));
    });

  const actions: ReportAction[] = m
    ? [
        ...(m.canEdit || m.canCount
          ? [
              {
                label: changes > 0 ? t('SAVE REPORT ({{n}})', { n: changes }) : t('SAVE REPORT'),
                icon: saveOutline,
                primary: true,
                handler: () => void save(),
                disabled: busy || changes === 0,
              },
            ]
          : []),
        {
          label: t('CONFIRM WITH ACC'),
          icon: checkmarkDoneOutline,
          primary: true,
          handler: () => void confirm(),
          disabled: busy || changes > 0 || m.stale,
        },
        ...(m.canEdit
          ? [
              {
                label: t('SEND REPORT'),
                icon: mailOutline,
                primary: true,
                handler: () => void send(),
                disabled: busy || !m.confirm || changes > 0 || m.stale,
              },
            ]
          : []),
      ]
    : [];

  return (
    <AppPage title={t('STORAGE')} subtitle={reportSubtitle(m)} fill>
      <Toolbar s={s} />
      {!m || m.items.length === 0 ? (
        <p className="rc-empty" data-testid="st-empty">
          {s.status.kind === 'loading' ? t('Loading the month…') : t(STORAGE_EMPTY)}
        </p>
      ) : (
        <div className="rc-body">
          <ReportActions actions={actions} label={t('Storage actions')} icons={wide}>
            <span className="st-state" data-testid="st-state">
              {changes > 0
                ? t('{{n}} changes not saved', { n: changes })
                : m.confirm
                  ? t('Confirmed with the accountant')
                  : t('Not confirmed')}
              {m.sent && ` · ${t('sent {{day}} by {{name}}', { day: m.sent.at.slice(0, 10), name: m.sent.by })}`}
            </span>
          </ReportActions>
          <div className="st-tabs">
            <IonSegment
              scrollable
              value={m.tabs.includes(tab) ? tab : m.tabs[0]}
              onIonChange={(e) => setTab(String(e.detail.value))}
            >
              {m.tabs.map((t) => (
                <IonSegmentButton key={t} value={t}>
                  <IonLabel>{t}</IonLabel>
                </IonSegmentButton>
              ))}
            </IonSegment>
            {wide && (
              <IonSegment value={view} onIonChange={(e) => setView(e.detail.value as View)} className="st-view">
                <IonSegmentButton value="lite">
                  <IonLabel>{t('Lite view')}</IonLabel>
                </IonSegmentButton>
                <IonSegmentButton value="full">
                  <IonLabel>{t('Full view')}</IonLabel>
                </IonSegmentButton>
              </IonSegment>
            )}
          </div>
          {wide ? (
            <StGrid
              branchId={m.branchId}
              month={m.month}
              days={days}
              items={tabItems}
              shown={shown}
              view={view}
              canEdit={m.canEdit}
              onItem={setItemId}
              onCell={(i, d) => setCell({ itemId: i, day: d })}
            />
          ) : (
            <>
              <div className="st-phone-items">
                {tabItems.map((i) => (
                  <button type="button" key={i.itemId} className="st-chip" onClick={() => setItemId(i.itemId)}>
                    {i.itemId} {i.name}: <strong>{i.stock}</strong> {i.unit}
                  </button>
                ))}
              </div>
              <StDayCards
                month={m.month}
                days={days}
                focusDay={todayOfMonth(m.branchId, m.month)}
                items={tabItems}
                shown={shown}
                onCell={(i, d) => setCell({ itemId: i, day: d })}
              />
            </>
          )}
          <StCellEditor
            target={cell && { ...cell, month: m.month, name: items.find((i) => i.itemId === cell.itemId)?.name ?? '' }}
            shown={shown}
            canEdit={m.canEdit}
            onClose={() => setCell(null)}
          />
          <StItemEditor
            item={items.find((i) => i.itemId === itemId) ?? null}
            shown={shown}
            canEdit={m.canEdit}
            canCount={m.canCount}
            onClose={() => setItemId(null)}
          />
        </div>
      )}
      <StConflicts />
    </AppPage>
  );
}
