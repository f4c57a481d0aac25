import { IonButton, IonSpinner } from '@ionic/react';
import type { ReservationCountsAnswer } from '../../../contract/dashboard';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { MonthField } from '../../ui/DateField';
import { useWide } from '../../shell/use-wide';
import { useReservation, type Reservation } from './use-reservation';
import './reservation.css';

const LANGS = ['ja', 'en', 'vi', 'ko'] as const;
const DEVICES: [keyof ReservationCountsAnswer['deviceType'], 'PC' | 'Phone' | 'Tablet' | 'App'][] = [
  ['pc', 'PC'],
  ['phone', 'Phone'],
  ['tablet', 'Tablet'],
  ['app', 'App'],
];
const n = (v: number) => formatNumber(v, 0);

type Group = {
  area: string;
  total: ReservationCountsAnswer;
  branches: (ReservationCountsAnswer & { name: string; branchId: number })[];
};
const groupsOf = (d: Reservation): Group[] =>
  d.byArea.map((a) => ({ area: a.area, total: a, branches: d.byBranch.filter((b) => b.area === a.area) }));

function Cells({ r }: { r: ReservationCountsAnswer }) {
  return (
    <>
      <td>{n(r.booking)}</td>
      <td>{n(r.roomAmount)}</td>
      {LANGS.map((l) => (
        <td key={l}>{n(r.language[l])}</td>
      ))}
      {DEVICES.map(([k]) => (
        <td key={k}>{n(r.deviceType[k])}</td>
      ))}
    </>
  );
}

function Table({ groups }: { groups: Group[] }) {
  const t = useT('reservation');
  return (
    <div className="rs-table-wrap">
      <table className="rs-table" data-testid="rs-table">
        <thead>
          <tr>
            <th scope="col">{t('Area / Branch')}</th>
            <th scope="col">{t('Booking')}</th>
            <th scope="col">{t('Room amount')}</th>
            {LANGS.map((l) => (
              <th key={l} scope="col">
                {l}
              </th>
            ))}
            {DEVICES.map(([k, label]) => (
              <th key={k} scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.area}>
            <tr className="rs-area-row">
              <th scope="rowgroup" colSpan={3 + LANGS.length + DEVICES.length}>
                {g.area}
              </th>
            </tr>
            {g.branches.map((b) => (
              <tr key={b.branchId} data-branch={b.branchId}>
                <th scope="row">{b.name}</th>
                <Cells r={b} />
              </tr>
            ))}
            <tr className="rs-total" data-area={g.area}>
              <th scope="row">{t('{{area}} total', { area: g.area })}</th>
              <Cells r={g.total} />
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

function Figures({ r }: { r: ReservationCountsAnswer }) {
  const t = useT('reservation');
  return (
    <dl className="rs-figures">
      <div>
        <dt>{t('Booking')}</dt>
        <dd>{n(r.booking)}</dd>
      </div>
      <div>
        <dt>{t('Room amount')}</dt>
        <dd>{n(r.roomAmount)}</dd>
      </div>
      <div className="rs-wide">
        <dt>{t('Language')}</dt>
        <dd>{LANGS.map((l) => `${l} ${n(r.language[l])}`).join(' · ')}</dd>
      </div>
      <div className="rs-wide">
        <dt>{t('Device')}</dt>
        <dd>{DEVICES.map(([k, label]) => `${t(label)} ${n(r.deviceType[k])}`).join(' · ')}</dd>
      </div>
    </dl>
  );
}

function Cards({ groups }: { groups: Group[] }) {
  const t = useT('reservation');
  return (
    <div className="rs-cards" data-testid="rs-cards">
      {groups.map((g) => (
        <section key={g.area} className="rs-area">
          <h3>{g.area}</h3>
          <div className="rs-card rs-total" data-area={g.area}>
            <strong>{t('Area total')}</strong>
            <Figures r={g.total} />
          </div>
          {g.branches.map((b) => (
            <div key={b.branchId} className="rs-card" data-branch={b.branchId}>
              <strong>{b.name}</strong>
              <Figures r={b} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** /reservation: the month's bookings per area and branch (a table on tablets, cards on phones). */
export default function ReservationPage() {
  const t = useT('reservation');
  const s = useReservation();
  const wide = useWide();
  const groups = s.data ? groupsOf(s.data) : [];
  return (
    <AppPage title={t('RESERVATION')}>
      <div className="rs-bar">
        <MonthField label={t('Month')} className="rc-date" value={s.month} onChange={s.setMonth} />
        <IonButton size="small" onClick={() => void s.load()} disabled={s.loading} data-testid="rs-load">
          {t('Load Data')}
        </IonButton>
        {s.loading && <IonSpinner name="dots" />}
      </div>
      {!s.data ? (
        <p className="rc-empty">{t('Pick the month, then Load Data.')}</p>
      ) : (
        <>
          <p className="rs-head">
            {s.data.month}
            {s.data.stale && ` · ${t('offline copy')}`}
          </p>
          {wide ? <Table groups={groups} /> : <Cards groups={groups} />}
        </>
      )}
    </AppPage>
  );
}
