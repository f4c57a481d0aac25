import { percentText, type ComparisonLine } from '../../../domain/acc-comparison';
import { catalogText, useT } from '../../lib/i18n';
import { figure, signedFigure, trend } from './comparison-format';

interface Props {
  lines: ComparisonLine[];
  branchId: number;
  oldMonth: string;
  currentMonth: string;
}

/** Tablets: one row per item, the old and the current month, the difference and the percentage. */
export function ComparisonTable({ lines, branchId, oldMonth, currentMonth }: Props) {
  const t = useT('acc-registers');
  return (
    <table className="cmp-table" data-testid="comparison-table">
      <thead>
        <tr>
          <th>{t('Item')}</th>
          <th>{oldMonth}</th>
          <th>{currentMonth}</th>
          <th>{t('Difference')}</th>
          <th>%</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} data-testid={`cmp-${l.key}`}>
            <th scope="row">{catalogText(l.label, ['acc-registers'])}</th>
            <td>{figure(l, l.old, branchId)}</td>
            <td>{figure(l, l.current, branchId)}</td>
            <td>{signedFigure(l, branchId)}</td>
            <td className={`cmp-pct ${trend(l)}`}>{percentText(l.percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per item. */
export function ComparisonCards({ lines, branchId, oldMonth, currentMonth }: Props) {
  const t = useT('acc-registers');
  return (
    <ul className="cmp-cards" data-testid="comparison-cards">
      {lines.map((l) => (
        <li key={l.key} className="cmp-card" data-testid={`cmp-${l.key}`}>
          <div className="cmp-card-top">
            <strong>{catalogText(l.label, ['acc-registers'])}</strong>
            <span className={`cmp-pct ${trend(l)}`}>{percentText(l.percent)}</span>
          </div>
          <dl className="cmp-figures">
            <div>
              <dt>{oldMonth}</dt>
              <dd>{figure(l, l.old, branchId)}</dd>
            </div>
            <div>
              <dt>{currentMonth}</dt>
              <dd>{figure(l, l.current, branchId)}</dd>
            </div>
            <div>
              <dt>{t('Difference')}</dt>
              <dd>{signedFigure(l, branchId)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
