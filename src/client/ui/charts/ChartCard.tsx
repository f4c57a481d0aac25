import { IonButton } from '@ionic/react';
import { useState, type ReactNode } from 'react';
import './charts.css';
import { useT } from '../../lib/i18n';

/** A chart's figures as a table: a header row and one row per label. */
export interface ChartNumbers {
  head: string[];
  rows: (string | number)[][];
}

/**
 * A report card holding one chart, with its numbers one tap away ("Show numbers" / "Show chart"). The chart
 * fits the card's width; on phones the cards stack.
 */
export function ChartCard({
  title,
  numbers,
  children,
  testId,
  height = 260,
}: {
  title: string;
  numbers: ChartNumbers;
  children: ReactNode;
  testId?: string;
  height?: number;
}) {
  const t = useT('common');
  const [showNumbers, setShowNumbers] = useState(false);
  return (
    <section className="chart-card" data-testid={testId}>
      <div className="chart-card-head">
        <h3>{title}</h3>
        <IonButton size="small" fill="outline" onClick={() => setShowNumbers((n) => !n)}>
          {showNumbers ? t('Show chart') : t('Show numbers')}
        </IonButton>
      </div>
      {showNumbers ? (
        <div className="chart-numbers-wrap">
          <table className="chart-numbers" data-testid={testId ? `${testId}-numbers` : undefined}>
            <thead>
              <tr>
                {numbers.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {numbers.rows.map((r) => (
                <tr key={String(r[0])}>{r.map((v, i) => (i === 0 ? <th key={i}>{v}</th> : <td key={i}>{v}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="chart-box" style={{ height }}>
          {children}
        </div>
      )}
    </section>
  );
}

/** The canvas of a chart card (chart.js draws on it; screen readers read its label). */
export function ChartCanvas({ canvas, label }: { canvas: React.RefObject<HTMLCanvasElement | null>; label: string }) {
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
