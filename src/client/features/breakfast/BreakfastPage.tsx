import { useIonAlert } from '@ionic/react';
import { cameraOutline, imageOutline } from 'ionicons/icons';
import { userAtom } from '../../state/session';
import { appStore, useAtomValue } from '../../state/store';
import { useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { scanPhoto } from '../../lib/qr-scan';
import { toast, toastWithAction } from '../../lib/toast';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import { useNamedMonth, useNamedMonthLoad } from '../../ui/use-named-month';
import { setDayClosed } from './bf-api';
import { scanRoom, UPDATE_ERROR } from './bf-send';
import { shownDays, todayIn } from './bf-view';
import { BfConflicts } from './BfConflicts';
import { BfDayCards } from './BfDayCards';
import { BfDaySheet } from './BfDaySheet';
import { BfGrid } from './BfGrid';
import { BfScanner, roomOfScan } from './BfScanner';
import { BfToolbar } from './BfToolbar';
import { BfSaveStatus } from './BfSaveStatus';
import { bfAddsAtom, bfMonthAtom, bfPendingAtom } from './breakfast-state';
import { useBreakfast } from './use-breakfast';
import { reportSubtitle } from '../../ui/PageTitle';
import '../../ui/sheet/sheet.css';
import './breakfast.css';

const PHOTO_BOX = 'bf-photo-box';

/** /breakfast_report and /breakfast_report/:branchReport/:monthReport (spec 3 section 2). */
export default function BreakfastPage() {
  const t = useT('breakfast');
  const named = useNamedMonth();
  const s = useBreakfast(!!named);
  useNamedMonthLoad(s, named, '/breakfast_report');
  const m = s.data;
  const wide = useWide();
  const pending = useAtomValue(bfPendingAtom);
  const adds = useAtomValue(bfAddsAtom);
  const shown = useMemo(() => ({ known: m?.known ?? {}, pending, adds }), [m, pending, adds]);
  const days = useMemo(() => (m ? shownDays(m, shown) : []), [m, shown]);
  const [sheet, setSheet] = useState<{ day: number; focus?: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  const photo = useRef<HTMLInputElement>(null);
  const [alert] = useIonAlert();
  const today = m ? todayIn(m.branchId, m.month) : null;

  const toggle = (day: number) => {
    if (!m) return;
    const close = !m.listSaveDay.includes(day);
    void alert({
      header: t('NOTIFICATION'),
      message: close ? t('Close day {{day}} for editing?', { day }) : t('Open day {{day}} for editing?', { day }),
      buttons: [
        t('Cancel'),
        {
          text: t('OK'),
          handler: () => {
            void setDayClosed(m.branchId, m.month, day, close).then((res) => {
              if (!res.ok)
                return toast(
                  res.error.offline
                    ? t('Opening or closing a day needs the network')
                    : res.error.msg || t(UPDATE_ERROR),
                  'danger',
                );
              const by = appStore.get(userAtom)?.name ?? '';
              const others = (m.reopened ?? []).filter((r) => r.day !== day);
              const reopened = close ? others : [...others, { day, by, at: new Date().toISOString() }];
              appStore.set(bfMonthAtom, (x) =>
                x && x.month === m.month ? { ...x, listSaveDay: res.data.listSaveDay, reopened } : x,
              );
            });
          },
        },
      ],
    });
  };

  const scanned = async (text: string) => {
    if (!m || today === null) return;
    const found = roomOfScan(m, text);
    if ('error' in found) return toast(t(found.error, { room: found.room }), 'danger');
    if (m.listSaveDay.includes(today)) return toast(t('This day is closed for editing'), 'danger');
    const at = { branchId: m.branchId, month: m.month };
    if (!(await scanRoom(at, today, found.room, text, 1))) return;
    toastWithAction(t('Room {{room}}: +1 breakfast guest', { room: found.room }), {
      text: t('Undo'),
      handler: () => void scanRoom(at, today, found.room, text, -1),
    });
  };

  const canScan = !!m?.canEdit && today !== null;
  const actions: ReportAction[] = canScan
    ? [
        { label: t('Scan room'), icon: cameraOutline, primary: true, handler: () => setScanning(true) },
        { label: t('Scan from photo'), icon: imageOutline, handler: () => photo.current?.click() },
      ]
    : [];

  return (
    <AppPage title={t('BREAKFAST')} subtitle={reportSubtitle(m)} fill>
      <BfToolbar s={s} />
      {!m ? (
        <p className="rc-empty">
          {s.status.kind === 'loading' ? t('Loading the month…') : t('Pick the branch and the month, then Load Data.')}
        </p>
      ) : (
        <div className="rc-body">
          {actions.length > 0 && <ReportActions actions={actions} label={t('Breakfast actions')} icons={wide} />}
          {m.canEdit && <BfSaveStatus />}
          {wide ? (
            <BfGrid
              m={m}
              shown={shown}
              days={days}
              onOpen={(day, focus) => setSheet({ day, focus })}
              onToggle={toggle}
            />
          ) : (
            <BfDayCards m={m} shown={shown} days={days} onOpen={(day) => setSheet({ day })} onToggle={toggle} />
          )}
          <BfDaySheet
            m={m}
            shown={shown}
            day={sheet?.day ?? null}
            focus={sheet?.focus}
            figures={sheet ? (days[sheet.day - 1] ?? null) : null}
            onClose={() => setSheet(null)}
          />
        </div>
      )}
      <input
        ref={photo}
        type="file"
        accept="image/*"
        hidden
        data-testid="bf-photo"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          try {
            await scanned(await scanPhoto(file, PHOTO_BOX));
          } catch {
            toast(t('No QR code found in the picture'), 'danger');
          }
        }}
      />
      <div id={PHOTO_BOX} hidden />
      <BfScanner open={scanning} onText={(t) => void scanned(t)} onClose={() => setScanning(false)} />
      <BfConflicts />
    </AppPage>
  );
}
