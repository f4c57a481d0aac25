import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { refreshOutline, sendOutline } from 'ionicons/icons';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { BranchPicker } from '../../ui/BranchPicker';
import { DailyCounts, DailyRates } from './DailyParts';
import { useDailyReport, type DailyReportState } from './use-daily-report';
import './daily-report.css';
import { DateField } from '../../ui/DateField';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

function State({ s }: { s: DailyReportState }) {
  const t = useT('daily-report');
  const r = s.report;
  if (!r) return null;
  const parts = [`${r.branchName} · ${r.date}`];
  if (!r.stored) parts.push(t('not made by reception yet'));
  else
    parts.push(
      r.sentAt ? t('sent {{when}} UTC by {{who}}', { when: when(r.sentAt), who: r.sentBy ?? '' }) : t('not sent yet'),
    );
  if (s.draftAt) parts.push(t('typed rates kept on this device'));
  return (
    <p className="sb-muted dr-state" data-testid="dr-state">
      {parts.join(' · ')}
    </p>
  );
}

/**
 * /daily-report (every signed-in user; spec 3 sections 2-8): pick a day, Load shows its counts (worked out
 * by the server from the day's reception sum), the exchange rates and the note. Reception types the rates
 * and note, Send mails the report to the managers, Reset works the counts out again; the others read.
 */
export default function DailyReportPage() {
  const t = useT('daily-report');
  const s = useDailyReport();
  const errors = Object.keys(s.errors).length > 0;
  return (
    <AppPage
      title={t('DAILY REPORT')}
      footer={
        s.writer &&
        s.report && (
          <div className="dr-actions">
            <IonButton fill="outline" disabled={!!s.busy} onClick={() => void s.reset()}>
              <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
              {t('Reset')}
            </IonButton>
            <IonButton disabled={!!s.busy || errors} onClick={() => void s.send()}>
              <IonIcon aria-hidden="true" slot="start" icon={sendOutline} />
              {t('Send')}
            </IonButton>
          </div>
        )
      }
    >
      <div className="dr-bar">
        <BranchPicker value={s.choice} onChange={s.setChoice} />
        <DateField label={t('Date')} className="dr-date" value={s.date} onChange={s.setDate} />
        <IonButton size="small" disabled={!!s.busy || !s.date} onClick={() => void s.load()} data-testid="dr-load">
          {t('Load')}
        </IonButton>
        {s.busy && <IonSpinner name="dots" aria-label={t('Working')} />}
      </div>
      <State s={s} />
      {s.report && (
        <div className="dr-grid">
          <DailyCounts report={s.report} />
          <DailyRates s={s} />
        </div>
      )}
    </AppPage>
  );
}
