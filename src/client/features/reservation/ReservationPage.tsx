import { IonButton, IonSpinner } from '@ionic/react';
import type { ReservationCountsAnswer } from '../../../contract/dashboard';
import { formatNumber } from '../../../domain/money';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { useReservation, type Reservation } from './use-reservation';
import './reservation.css';

const LANGS = ['ja', 'en', 'vi', 'ko'] as const;
const DEVICES: [keyof ReservationCountsAnswer['deviceType'], string][] = [
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
  return (
    <div className="rs-table-wrap">
      <table className="rs-table" data-testid="rs-table">
        <thead>
          <tr>
            <th scope="col">Area / Branch</th>
            <th scope="col">Booking</th>
            <th scope="col">Room amount</th>
            {LANGS.map((l) => (
              <th key={l} scope="col">
                {l}
              </th>
            ))}
            {DEVICES.map(([k, label]) => (
              <th key={k} scope="col">
                {label}
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
              <th scope="row">{g.area} total</th>
              <Cells r={g.total} />
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

function Figures({ r }: { r: ReservationCountsAnswer }) {
  return (
    <dl className="rs-figures">
      <div>
        <dt>Booking</dt>
        <dd>{n(r.booking)}</dd>
      </div>
      <div>
        <dt>Room amount</dt>
        <dd>{n(r.roomAmount)}</dd>
      </div>
      <div className="rs-wide">
        <dt>Language</dt>
        <dd>{LANGS.map((l) => `${l} ${n(r.language[l])}`).join(' · ')}</dd>
      </div>
      <div className="rs-wide">
        <dt>Device</dt>
        <dd>{DEVICES.map(([k, label]) => `${label} ${n(r.deviceType[k])}`).join(' · ')}</dd>
      </div>
    </dl>
  );
}

function Cards({ groups }: { groups: Group[] }) {
  return (
    <div className="rs-cards" data-testid="rs-cards">
      {groups.map((g) => (
        <section key={g.area} className="rs-area">
          <h3>{g.area}</h3>
          <div className="rs-card rs-total" data-area={g.area}>
            <strong>Area total</strong>
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
  const s = useReservation();
  const wide = useWide();
  const groups = s.data ? groupsOf(s.data) : [];
  return (
    <AppPage title="RESERVATION">
      <div className="rs-bar">
        <input
          type="month"
          aria-label="Month"
          className="rc-date"
          value={s.month}
          onChange={(e) => s.setMonth(e.target.value)}
        />
        <IonButton size="small" onClick={() => void s.load()} disabled={s.loading} data-testid="rs-load">
          Load Data
        </IonButton>
        {s.loading && <IonSpinner name="dots" />}
      </div>
      {!s.data ? (
        <p className="rc-empty">Pick the month, then Load Data.</p>
      ) : (
        <>
          <p className="rs-head">
            {s.data.month}
            {s.data.stale && ' · offline copy'}
          </p>
          {wide ? <Table groups={groups} /> : <Cards groups={groups} />}
        </>
      )}
    </AppPage>
  );
}
