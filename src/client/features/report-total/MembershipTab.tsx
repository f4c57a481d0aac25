import { IonButton, IonSpinner } from '@ionic/react';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { monthShort } from '../../lib/i18n/format';
import { BarCard, PieCard } from './MembershipCharts';
import { useMembershipReport } from './use-membership-report';
import '../../ui/charts/charts.css';
import './membership-tab.css';

const n = (v: number) => formatNumber(v, 0);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The chart labels that are words (genders, ranks, the e-mail login, the oldest age group): catalog keys. */
const WORDS = [
  'Male',
  'Female',
  'Other',
  'Email',
  'over 50',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
] as const;
const isWord = (s: string): s is (typeof WORDS)[number] => (WORDS as readonly string[]).includes(s);

/**
 * Report total's Member Ship tab (roles 1, 2, 5, 6, 7, 8): totals, then a card per chart (login type, the
 * year's registrations by month, gender, age groups, ranks), each with its numbers one tap away, and the
 * ten largest Az Coin holders. Cards stack on phones, two columns on tablets.
 */
export default function MembershipTab() {
  const t = useT('report-total');
  const { data: d, error, loading, load } = useMembershipReport();
  const word = (s: string) => (isWord(s) ? t(s) : s);
  if (!d)
    return (
      <div className="ms-tab">
        {loading ? (
          <p className="rc-empty" role="status">
            <IonSpinner name="dots" /> {t('Loading')}
          </p>
        ) : (
          <p className="rc-empty">
            {error ?? t('Not data show here.')}{' '}
            <IonButton size="small" onClick={() => void load()}>
              {t('Load Data')}
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
          <span>{t('Total members')}</span>
          <b>{n(d.totalMembers)}</b>
        </div>
        <div>
          <span>{t('Booking by app')}</span>
          <b>{n(d.countBookingByMemberShip)}</b>
        </div>
        <div>
          <span>{t('Az Coin returned')}</span>
          <b>{n(d.totalAzCoin)}</b>
        </div>
        {d.stale && <p className="ms-stale">{t('Offline copy')}</p>}
      </div>
      <div className="chart-grid">
        <PieCard
          title={t('Login type')}
          labels={d.dataChartLoginTypeTitle.map(word)}
          data={d.dataChartLoginTypeData}
          testId="ms-login"
        />
        <BarCard
          title={t('Registrations {{year}}', { year: d.year })}
          labels={d.registrationsByYearOrdered.map((_, i) => monthShort(i + 1))}
          data={d.registrationsByYearOrdered.map((m) => m.count)}
          testId="ms-registrations"
        />
        <PieCard
          title={t('Gender')}
          labels={gender.map(([k]) => word(k))}
          data={gender.map(([, v]) => v)}
          testId="ms-gender"
          doughnut
        />
        <BarCard
          title={t('Age groups')}
          labels={d.dataChartAreaGroupTitle.map(word)}
          data={d.dataChartAreaGroupData}
          testId="ms-ages"
        />
        <BarCard
          title={t('Ranks')}
          labels={ranks.map(([k]) => word(cap(k)))}
          data={ranks.map(([, v]) => v)}
          testId="ms-ranks"
        />
        <section className="chart-card" data-testid="ms-top10">
          <div className="chart-card-head">
            <h3>{t('Top 10 Az Coin')}</h3>
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
      {d.ageUnknown > 0 && <p className="ms-note">{t('{{n}} members gave no birth year.', { n: n(d.ageUnknown) })}</p>}
    </div>
  );
}
