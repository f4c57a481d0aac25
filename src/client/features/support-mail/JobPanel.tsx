import { IonButton, IonLabel, IonProgressBar, IonSegment, IonSegmentButton, useIonAlert } from '@ionic/react';
import type { JobRecipient } from '../../../contract/support-mail';
import { SUPPORT_MAILS, jobPercent, type RecipientState } from '../../../domain/support-mail';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { VirtualCards } from '../../ui/VirtualCards';
import { retryJob } from './sm-api';
import type { MailJob, ResultFilter } from './use-mail-job';
import { VirtualTable } from './VirtualTable';

const STATE_LABEL: Record<RecipientState, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unconfirmed: 'Not confirmed',
};
const FILTERS: { value: ResultFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'unconfirmed', label: 'Not confirmed' },
];
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' }) : '';
const short = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The job's progress (polled), Retry failed, Send again the unconfirmed rows, and every recipient's result. */
export function JobPanel({ m, wide }: { m: MailJob; wide: boolean }) {
  const [alert] = useIonAlert();
  const notice = useNotice();
  const job = m.job;
  if (!job) return null;
  const c = job.counts;
  const pct = jobPercent(c);
  const retry = async (unconfirmed: boolean) => {
    const res = await retryJob(job.id, unconfirmed);
    if (!res.ok) return notice(res.error.msg, 'Retry');
    toast(res.data.msg);
    m.follow(res.data.job);
  };
  const askUnconfirmed = () =>
    void alert({
      header: 'Send again',
      message: `${c.unconfirmed} mail(s) were being sent when the server stopped: they may have arrived. Send them again?`,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: 'Send again', handler: () => void retry(true) },
      ],
    });
  const stateCell = (r: JobRecipient) => <span className={`sm-state sm-${r.state}`}>{STATE_LABEL[r.state]}</span>;
  const keyOf = (r: JobRecipient) => String(r.id);
  return (
    <section className="sm-card" aria-label="Sending" data-testid="sm-job">
      <h2 className="sm-h2">Mail Report</h2>
      <div className="sm-jobhead">
        <select aria-label="Mail job" value={job.id} onChange={(e) => m.open(Number(e.target.value))}>
          {m.jobs.map((j) => (
            <option key={j.id} value={j.id}>
              Job {j.id} · {SUPPORT_MAILS[j.kind].label} · {j.total} · {short(j.createdAt)}
            </option>
          ))}
        </select>
        <strong data-testid="sm-job-state">{job.state === 'done' ? 'Done' : `Sending… ${pct}%`}</strong>
      </div>
      <IonProgressBar value={pct / 100} color={c.failed > 0 ? 'warning' : 'success'} />
      <p className="sm-counts" data-testid="sm-counts">
        <span>Sent {c.sent}</span> · <span>Failed {c.failed}</span> · <span>Waiting {c.pending + c.sending}</span>
        {c.unconfirmed > 0 && <span> · Not confirmed {c.unconfirmed}</span>} · <span>of {job.total}</span>
      </p>
      <div className="sm-actions">
        {c.failed > 0 && (
          <IonButton size="small" color="warning" onClick={() => void retry(false)} data-testid="sm-retry">
            Retry failed ({c.failed})
          </IonButton>
        )}
        {c.unconfirmed > 0 && (
          <IonButton size="small" fill="outline" onClick={askUnconfirmed}>
            Send again not confirmed ({c.unconfirmed})
          </IonButton>
        )}
      </div>
      <IonSegment
        scrollable={!wide}
        value={m.filter}
        onIonChange={(e) => m.pickFilter(String(e.detail.value) as ResultFilter)}
      >
        {FILTERS.map((f) => (
          <IonSegmentButton key={f.value} value={f.value}>
            <IonLabel>{f.label}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {m.rows.length === 0 && <p className="sm-summary">No recipient here.</p>}
      {m.rows.length > 0 &&
        (wide ? (
          <VirtualTable
            items={m.rows}
            keyOf={keyOf}
            testId="sm-results"
            headers={['Name', 'E-mail', 'Result', 'Time', 'Error']}
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
