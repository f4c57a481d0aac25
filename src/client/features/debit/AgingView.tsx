import { IonSpinner } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { AgingAnswer, AgingGroupAnswer } from '../../../contract/debit';
import { AGING_BUCKETS } from '../../../domain/debit-aging';
import { CURRENCIES, formatMoney } from '../../../domain/money';
import { fetchAging, type TypeChoice } from './debit-api';
import type { DebitScreen } from './debit-screen';
import { useDebitWords } from './debit-text';

// The AGING tab: open debits by age (0-30, 31-60, 61-90, over 90 days) per branch and per company, with
// totals per currency; a table on tablets, cards on phones.
type Data = AgingAnswer['data'];

function Money({ sums }: { sums: Record<string, number> }) {
  const parts = CURRENCIES.filter((c) => sums[c]);
  if (parts.length === 0) return <span className="db-zero">–</span>;
  return (
    <>
      {parts.map((c) => (
        <span key={c} className="db-money">
          {formatMoney(sums[c], c)} <small>{c}</small>
        </span>
      ))}
    </>
  );
}

function useBucketLabel() {
  const { t } = useDebitWords();
  return (b: string) => t('{{range}} days', { range: b.replace('-', '–') });
}

function AgingTable({ title, groups, total }: { title: string; groups: AgingGroupAnswer[]; total: AgingGroupAnswer }) {
  const { t } = useDebitWords();
  const bucketLabel = useBucketLabel();
  const rows = [...groups.map((g) => ({ ...g, all: false })), { ...total, label: t('All'), all: true }];
  return (
    <div className="db-table-wrap">
      <table className="db-table db-aging" aria-label={t('Aging {{title}}', { title })}>
        <thead>
          <tr>
            <th>{title}</th>
            <th className="num">{t('Lines')}</th>
            {AGING_BUCKETS.map((b) => (
              <th key={b} className="num">
                {bucketLabel(b)}
              </th>
            ))}
            <th className="num">{t('Total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => (
            <tr key={g.key} className={g.all ? 'db-total-row' : undefined}>
              <th scope="row">{g.label}</th>
              <td className="num">{g.count}</td>
              {AGING_BUCKETS.map((b) => (
                <td key={b} className={`num ${b === '90+' ? 'db-old' : ''}`}>
                  <Money sums={g.buckets[b]} />
                </td>
              ))}
              <td className="num">
                <Money sums={g.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AgingCard({ g }: { g: AgingGroupAnswer }) {
  const { t } = useDebitWords();
  const bucketLabel = useBucketLabel();
  return (
    <article className="db-aging-card" data-testid="aging-card">
      <div className="db-card-top">
        <strong>{g.label}</strong>
        <span className="db-room">{t('{{n}} open', { n: g.count })}</span>
      </div>
      <dl className="db-buckets">
        {AGING_BUCKETS.map((b) => (
          <div key={b} className={b === '90+' ? 'db-old' : undefined}>
            <dt>{bucketLabel(b)}</dt>
            <dd>
              <Money sums={g.buckets[b]} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="db-aging-total">
        {t('Total')} <Money sums={g.total} />
      </div>
    </article>
  );
}

export function AgingView({
  screen,
  scope,
  type,
  wide,
}: {
  screen: DebitScreen;
  scope: { area?: string; branch?: number };
  type: TypeChoice;
  wide: boolean;
}) {
  const { t } = useDebitWords();
  const [state, setState] = useState<{ data: Data | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    void fetchAging(screen, scope, type).then((res) => {
      if (live) setState(res.ok ? { data: res.data.data, error: null } : { data: null, error: res.error.msg });
    });
    return () => {
      live = false;
    };
  }, [screen, scope.area, scope.branch, type]);
  const { data, error } = state;
  if (error) return <p className="sb-error ion-padding">{error}</p>;
  if (!data)
    return (
      <div className="db-more" role="status">
        <IonSpinner name="dots" /> {t('Loading')}
      </div>
    );
  return (
    <div className="db-scroll" data-testid="aging">
      <p className="db-asof">{t('Open debits by age on {{day}}', { day: data.asOf })}</p>
      {wide ? (
        <>
          <AgingTable title={t('Branch')} groups={data.byBranch} total={data.total} />
          <AgingTable title={t('Company')} groups={data.byCompany} total={data.total} />
        </>
      ) : (
        <>
          <AgingCard
            g={{ ...data.total, label: data.byBranch.length === 1 ? data.byBranch[0].label : t('All open debits') }}
          />
          {data.byBranch.length > 1 && (
            <>
              <h2 className="db-area-title">{t('By branch')}</h2>
              {data.byBranch.map((g) => (
                <AgingCard key={g.key} g={g} />
              ))}
            </>
          )}
          <h2 className="db-area-title">{t('By company')}</h2>
          {data.byCompany.map((g) => (
            <AgingCard key={g.key} g={g} />
          ))}
        </>
      )}
    </div>
  );
}
