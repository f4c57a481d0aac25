import type { MassageCountRowAnswer } from '../../../contract/massage-count';
import { useT } from '../../lib/i18n';
import { VirtualCards } from '../../ui/VirtualCards';

const COUNTS = [
  ['count30', '30'],
  ['count40', '40'],
  ['count70', '70'],
  ['countTotal', 'Total'],
] as const;

/** The checker's rows: a table on tablets (date, name, case, 30, 40, 70, total), cards on phones. */
export function MassageRows({ rows, wide }: { rows: MassageCountRowAnswer[]; wide: boolean }) {
  const t = useT('massage-count');
  if (wide)
    return (
      <div className="mc-table-wrap">
        <table className="mc-table" data-testid="mc-table">
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Case')}</th>
              {COUNTS.map(([k, l]) => (
                <th key={k} scope="col">
                  {l === 'Total' ? t('Total') : l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.sum_credit}</td>
                <td>{r.name}</td>
                <td>{r.case}</td>
                {COUNTS.map(([k]) => (
                  <td key={k} className="mc-n">
                    {r[k]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <VirtualCards
      items={rows.map((r, i) => ({ ...r, key: String(i) }))}
      keyOf={(r) => r.key}
      estimate={92}
      testId="mc-cards"
      cardTestId="mc-card"
      className="rc-cards"
      cardClass={() => 'mc-card'}
    >
      {(r) => (
        <div className="mc-card-body">
          <div className="mc-card-head">
            <strong>{r.sum_credit}</strong>
            <span>{r.name}</span>
          </div>
          <div className="mc-case">{r.case}</div>
          <dl>
            {COUNTS.map(([k, l]) => (
              <div key={k}>
                <dt>{l === 'Total' ? t('Total') : l}</dt>
                <dd>{r[k]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </VirtualCards>
  );
}
