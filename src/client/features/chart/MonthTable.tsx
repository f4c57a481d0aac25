import { IonButton, IonModal, IonHeader, IonToolbar, IonTitle, IonButtons, IonContent } from '@ionic/react';
import { useState } from 'react';
import type { ChartLogLine } from '../../../contract/acc-chart';
import { chartYearTotal, MONTH_LABELS, type ChartType } from '../../../domain/acc-chart';
import { amountDecimals, formatAmount } from '../../../domain/money';
import { NO_DATA } from '../../../domain/messages';
import { useT } from '../../lib/i18n';
import { NumberInput } from '../../ui/NumberInput';
import { monthName, typeName } from './chart-text';

interface Props {
  type: ChartType;
  values: number[];
  saved: number[];
  log: ChartLogLine[];
  branchId: number;
  canEdit: boolean;
  wide: boolean;
  onChange: (month: number, value: number) => void;
}

/** The history lines of one month, under its figure. */
function MonthHistory({ lines }: { lines: ChartLogLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="ch-history" data-testid="ch-history">
      {lines.map((l, i) => (
        <li key={i}>{l.line}</li>
      ))}
    </ul>
  );
}

function Figure({ p, i }: { p: Props; i: number }) {
  const t = useT('chart');
  const name = t('{{type}} {{month}}', { type: typeName(t, p.type), month: monthName(i) });
  if (!p.canEdit) return <span className="ch-figure">{formatAmount(p.values[i] ?? 0, p.branchId)}</span>;
  return (
    <NumberInput
      value={p.values[i] ?? 0}
      decimals={amountDecimals(p.branchId)}
      label={name}
      testId={`ch-${p.type}-${i + 1}`}
      className={`sb-num ch-input${p.values[i] !== p.saved[i] ? ' ch-changed' : ''}`}
      onChange={(v) => p.onChange(i, v)}
    />
  );
}

/** A type's 12 months: a table on tablets, a card per month on phones; a (history) link opens the whole log. */
export function MonthTable(p: Props) {
  const t = useT('chart');
  const [open, setOpen] = useState(false);
  const byMonth = (m: number) => p.log.filter((l) => l.month === m);
  const title = typeName(t, p.type);
  return (
    <section className="ch-section" data-testid={`ch-table-${p.type}`}>
      <div className="ch-section-head">
        <h3>
          {title}{' '}
          <small>
            {t('total {{amount}}', { amount: formatAmount(chartYearTotal(p.values, p.branchId), p.branchId) })}
          </small>
        </h3>
        <IonButton size="small" fill="clear" onClick={() => setOpen(true)} data-testid={`ch-history-${p.type}`}>
          {t('(history)')}
        </IonButton>
      </div>
      {p.wide ? (
        <table className="ch-table">
          <tbody>
            {MONTH_LABELS.map((m, i) => (
              <tr key={m} data-month={i + 1}>
                <th scope="row">{monthName(i)}</th>
                <td>
                  <Figure p={p} i={i} />
                  <MonthHistory lines={byMonth(i + 1)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className="ch-cards">
          {MONTH_LABELS.map((m, i) => (
            <div key={m} className="ch-card" data-month={i + 1}>
              <div className="ch-card-head">
                <strong>{monthName(i)}</strong>
                <Figure p={p} i={i} />
              </div>
              <MonthHistory lines={byMonth(i + 1)} />
            </div>
          ))}
        </div>
      )}
      <IonModal isOpen={open} onDidDismiss={() => setOpen(false)}>
        <IonHeader>
          <IonToolbar>
            <IonTitle>{t('{{title}} (history)', { title })}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>{t('Close')}</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding">
          {p.log.length === 0 ? <p>{t(NO_DATA)}</p> : <MonthHistory lines={[...p.log].reverse()} />}
        </IonContent>
      </IonModal>
    </section>
  );
}
