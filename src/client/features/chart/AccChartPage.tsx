import { IonButton, IonSpinner } from '@ionic/react';
import { CHART_TYPES } from '../../../domain/acc-chart';
import { branchById } from '../../../domain/branches';
import { hasMassage } from '../../../domain/packages';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { MonthTable } from './MonthTable';
import { useAccChart, type AccChartState } from './use-acc-chart';
import { YearChart } from './YearChart';
import '../../ui/charts/charts.css';
import './chart.css';

const YEARS = (now: number) => Array.from({ length: 8 }, (_, i) => now + 1 - i);

function Toolbar({ s }: { s: AccChartState }) {
  const t = useT('chart');
  return (
    <div className="ch-toolbar">
      <BranchPicker value={s.choice} onChange={s.setChoice} />
      <select
        aria-label={t('Year')}
        className="rc-date"
        value={s.year}
        onChange={(e) => s.setYear(Number(e.target.value))}
        data-testid="ch-year"
      >
        {YEARS(new Date().getFullYear()).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <IonButton size="small" onClick={() => void s.load()} disabled={s.loading} data-testid="ch-load">
        {t('Load Data')}
      </IonButton>
      {s.loading && <IonSpinner name="dots" />}
    </div>
  );
}

/** /acc_chart and /acc_chart/:branchId/:year: a branch's SALE and MASSAGE by month, charts and editable tables. */
export default function AccChartPage() {
  const t = useT('chart');
  const s = useAccChart();
  const wide = useWide();
  const d = s.data;
  const types = d
    ? CHART_TYPES.filter((c) => c === 'sale' || hasMassage(d.branchId) || d.content.massage.some((v) => v))
    : [];
  const footer =
    d?.canEdit && !d.stale ? (
      <div className="ch-footer">
        <IonButton onClick={() => void s.save()} disabled={!s.dirty || s.saving} data-testid="ch-save">
          {t('SAVE REPORT')}
        </IonButton>
      </div>
    ) : undefined;
  return (
    <AppPage title={t('ACC CHART')} footer={footer}>
      <Toolbar s={s} />
      {!d || !s.edits ? (
        <p className="rc-empty">{t('Pick the branch and the year, then Load Data.')}</p>
      ) : (
        <>
          <h2 className="ch-title" data-testid="ch-title">
            {branchById(d.branchId)?.name ?? d.branchId} · {d.year} · {d.currency}
            {d.stale && ` · ${t('offline copy')}`}
          </h2>
          <div className="chart-grid">
            {types.map((c) => (
              <YearChart key={c} type={c} values={d.content[c]} year={d.year} branchId={d.branchId} />
            ))}
          </div>
          <div className="ch-tables">
            {types.map((c) => (
              <MonthTable
                key={c}
                type={c}
                values={s.edits![c]}
                saved={d.content[c]}
                log={d.log[c]}
                branchId={d.branchId}
                canEdit={d.canEdit && !d.stale}
                wide={wide}
                onChange={(m, v) => s.setMonth(c, m, v)}
              />
            ))}
          </div>
        </>
      )}
    </AppPage>
  );
}
