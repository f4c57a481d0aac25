import { IonButton, IonLabel, IonProgressBar, IonSegment, IonSegmentButton, useIonAlert } from '@ionic/react';
import type { JobRecipient } from '../../../contract/support-mail';
import { SUPPORT_MAILS, jobPercent, type RecipientState } from '../../../domain/support-mail';
import { toast } from '../../lib/toast';
import { currentLocale, useT } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { VirtualCards } from '../../ui/VirtualCards';
import { retryJob } from './sm-api';
import type { SmKey } from './sm-text';
import type { MailJob, ResultFilter } from './use-mail-job';
import { VirtualTable } from './VirtualTable';

const STATE_LABEL = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unconfirmed: 'Not confirmed',
} as const satisfies Record<RecipientState, string>;
const FILTERS: readonly ResultFilter[] = ['all', 'failed', 'unconfirmed'];
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'short', timeStyle: 'medium' }) : '';
const short = (iso: string) =>
  new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'short', timeStyle: 'short' });

/** The job's progress (polled), Retry failed, Send again the unconfirmed rows, and every recipient's result. */
export function JobPanel({ m, wide }: { m: MailJob; wide: boolean }) {
  const t = useT('support-mail');
  const [alert] = useIonAlert();
  const notice = useNotice();
  const job = m.job;
  if (!job) return null;
  const c = job.counts;
  const pct = jobPercent(c);
  const retry = async (unconfirmed: boolean) => {
    const res = await retryJob(job.id, unconfirmed);
    if (!res.ok) return notice(res.error.msg, t('Retry'));
    const n = res.data.queued;
    toast(n > 0 ? t('Sending again to {{n}} recipient(s)', { n }) : t('Nothing to send again'));
    m.follow(res.data.job);
  };
  const askUnconfirmed = () =>
    void alert({
      header: t('Send again'),
      message: t('{{n}} mail(s) were being sent when the server stopped: they may have arrived. Send them again?', {
        n: c.unconfirmed,
      }),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Send again'), handler: () => void retry(true) },
      ],
    });
  const stateCell = (r: JobRecipient) => <span className={`sm-state sm-${r.state}`}>{t(STATE_LABEL[r.state])}</span>;
  const keyOf = (r: JobRecipient) => String(r.id);
  return (
    <section className="sm-card" aria-label={t('Sending')} data-testid="sm-job">
      <h2 className="sm-h2">{t('Mail Report')}</h2>
      <div className="sm-jobhead">
        <select aria-label={t('Mail job')} value={job.id} onChange={(e) => m.open(Number(e.target.value))}>
          {m.jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {t('Job {{id}}', { id: j.id })} · {t(SUPPORT_MAILS[j.kind].label as SmKey)} · {j.total} ·{' '}
              {short(j.createdAt)}
            </option>
          ))}
        </select>
        <strong data-testid="sm-job-state">{job.state === 'done' ? t('Done') : t('Sending… {{pct}}%', { pct })}</strong>
      </div>
      <IonProgressBar value={pct / 100} color={c.failed > 0 ? 'warning' : 'success'} />
      <p className="sm-counts" data-testid="sm-counts">
        <span>{t('Sent {{n}}', { n: c.sent })}</span> · <span>{t('Failed {{n}}', { n: c.failed })}</span> ·{' '}
        <span>{t('Waiting {{n}}', { n: c.pending + c.sending })}</span>
        {c.unconfirmed > 0 && <span> · {t('Not confirmed {{n}}', { n: c.unconfirmed })}</span>} ·{' '}
        <span>{t('of {{n}}', { n: job.total })}</span>
      </p>
      <div className="sm-actions">
        {c.failed > 0 && (
          <IonButton size="small" color="warning" onClick={() => void retry(false)} data-testid="sm-retry">
            {t('Retry failed ({{n}})', { n: c.failed })}
          </IonButton>
        )}
        {c.unconfirmed > 0 && (
          <IonButton size="small" fill="outline" onClick={askUnconfirmed}>
            {t('Send again not confirmed ({{n}})', { n: c.unconfirmed })}
          </IonButton>
        )}
      </div>
      <IonSegment
        scrollable={!wide}
        value={m.filter}
        onIonChange={(e) => m.pickFilter(String(e.detail.value) as ResultFilter)}
      >
        {FILTERS.map((f) => (
          <IonSegmentButton key={f} value={f}>
            <IonLabel>{f === 'all' ? t('All') : t(STATE_LABEL[f])}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {m.rows.length === 0 && <p className="sm-summary">{t('No recipient here.')}</p>}
      {m.rows.length > 0 &&
        (wide ? (
          <VirtualTable
            items={m.rows}
            keyOf={keyOf}
            testId="sm-results"
            headers={[t('Name'), t('E-mail'), t('Result'), t('Time'), t('Error')]}
            columns="minmax(120px, 1fr) minmax(180px, 1.3fr) 120px 170px minmax(160px, 1.5fr)"
            onNearEnd={m.more}
            cells={(r) => [r.name, r.email, stateCell(r), when(r.sentAt ?? r.triedAt), r.error]}
          />
        ) : (
          <VirtualCards
            items={m.rows}
            keyOf={keyOf}
            estimate={70}
            testId="sm-results"
            cardTestId="sm-result-card"
            className="sm-cards"
            cardClass={() => 'sm-pcard'}
            onNearEnd={m.more}
          >
            {(r) => (
              <>
                <div className="sm-pcard-top">
                  <strong>{r.name || r.email}</strong>
                  {stateCell(r)}
                </div>
                <div className="sm-email">{r.email}</div>
                {r.error && <div className="sm-bad">{r.error}</div>}
              </>
            )}
          </VirtualCards>
        ))}
    </section>
  );
}
