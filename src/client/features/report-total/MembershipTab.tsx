import { IonButton, IonSpinner } from '@ionic/react';
import { formatNumber } from '../../../domain/money';
import { BarCard, PieCard } from './MembershipCharts';
import { useMembershipReport } from './use-membership-report';
import '../../ui/charts/charts.css';
import './membership-tab.css';

const n = (v: number) => formatNumber(v, 0);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Report total's Member Ship tab (roles 1, 2, 5, 6, 7, 8): totals, then a card per chart (login type, the
 * year's registrations by month, gender, age groups, ranks), each with its numbers one tap away, and the
 * ten largest Az Coin holders. Cards stack on phones, two columns on tablets.
 */
export default function MembershipTab() {
  const { data: d, error, loading, load } = useMembershipReport();
  if (!d)
    return (
      <div className="ms-tab">
        {loading ? (
          <p className="rc-empty" role="status">
            <IonSpinner name="dots" /> Loading
          </p>
        ) : (
          <p className="rc-empty">
            {error ?? 'Not data show here.'}{' '}
            <IonButton size="small" onClick={() => void load()}>
              Load Data
            </IonButton>
          </p>
        )}
      </div>
    );
  const gender = Object.entries(d.genderCounts);
  const ranks = Object.entries(d.rankTypeCounts);
  return (
    <div className="ms-tab" data-testid="membership-tab">
      <div className="ms-stats">
        <div data-testid="ms-total">
          <span>Total members</span>
          <b>{n(d.totalMembers)}</b>
        </div>
        <div>
          <span>Booking by app</span>
          <b>{n(d.countBookingByMemberShip)}</b>
        </div>
        <div>
          <span>Az Coin returned</span>
          <b>{n(d.totalAzCoin)}</b>
        </div>
        {d.stale && <p className="ms-stale">Offline copy</p>}
      </div>
      <div className="chart-grid">
        <PieCard
          title="Login type"
          labels={d.dataChartLoginTypeTitle}
          data={d.dataChartLoginTypeData}
          testId="ms-login"
        />
        <BarCard
          title={`Registrations ${d.year}`}
          labels={d.registrationsByYearOrdered.map((m) => m.month)}
          data={d.registrationsByYearOrdered.map((m) => m.count)}
          testId="ms-registrations"
        />
        <PieCard
          title="Gender"
          labels={gender.map(([k]) => k)}
          data={gender.map(([, v]) => v)}
          testId="ms-gender"
          doughnut
        />
        <BarCard
          title="Age groups"
          labels={d.dataChartAreaGroupTitle}
          data={d.dataChartAreaGroupData}
          testId="ms-ages"
        />
        <BarCard title="Ranks" labels={ranks.map(([k]) => cap(k))} data={ranks.map(([, v]) => v)} testId="ms-ranks" />
        <section className="chart-card" data-testid="ms-top10">
          <div className="chart-card-head">
            <h3>Top 10 Az Coin</h3>
          </div>
          <ol className="ms-top">
            {d.top10AzCoinUsers.map((u) => (
              <li key={u.userId}>
                <span className="ms-top-who">
                  <b>{u.name}</b>
                  <small>{u.email}</small>
                </span>
                <span className="ms-top-coin">{n(u.azCoin)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {d.ageUnknown > 0 && <p className="ms-note">{n(d.ageUnknown)} members gave no birth year.</p>}
    </div>
  );
}
