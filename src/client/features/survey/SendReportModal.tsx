import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar, useIonAlert } from '@ionic/react';
import { useState } from 'react';
import { makerNameCheck, SURVEY_SEND_ERROR } from '../../../domain/survey';
import { sendReportChoices } from '../../../domain/survey-report';
import { toast } from '../../lib/toast';
import { sendReport, type Generation, type SurveyMonth } from './survey-api';

export const NOTE_REQUIRED = 'Please input note!';

/**
 * SEND REPORT: Week 1-5 (the visible ones) or Month; a maker name (letters only, trimmed) is required, and
 * the monthly report also needs a note and a confirmation. The server mails the table, comments and chart.
 */
export function SendReportModal({
  data,
  generation,
  open,
  onClose,
  onSent,
}: {
  data: SurveyMonth;
  generation: Generation;
  open: boolean;
  onClose(): void;
  onSent(): void;
}) {
  const choices = sendReportChoices(data.month);
  const [period, setPeriod] = useState(choices[0]);
  const [maker, setMaker] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert] = useIonAlert();

  const go = async () => {
    setBusy(true);
    const res = await sendReport({
      branchId: data.branchId,
      monthReport: data.month,
      maker: maker.trim(),
      note: note.trim(),
      sendReportDate: period,
      generation,
    });
    setBusy(false);
    if (!res.ok) return setError(res.error.msg || SURVEY_SEND_ERROR);
    toast(res.data.msg);
    onSent();
    onClose();
  };
  const submit = () => {
    setError('');
    const m = makerNameCheck(maker);
    if (!m.ok) return setError(m.error);
    if (period === 'Month' && !note.trim()) return setError(NOTE_REQUIRED);
    if (period === 'Month')
      return void alert({
        header: 'SEND REPORT',
        message: `Send the report of the whole month ${data.month}?`,
        buttons: [
          { text: 'Cancel', role: 'cancel' },
          { text: 'Send', handler: () => void go() },
        ],
      });
    void go();
  };
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="send-report">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Send report {data.month}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          className="sv-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label>
            Report
            <select value={period} onChange={(e) => setPeriod(e.target.value)} aria-label="Report">
              {choices.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            Maker
            <input
              aria-label="Maker"
              value={maker}
              pattern="[\p{L} ]*"
              maxLength={100}
              onChange={(e) => setMaker(e.target.value)}
            />
          </label>
          <label>
            Note
            <textarea
              aria-label="Note"
              rows={3}
              maxLength={4000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          {error && (
            <p className="rc-banner" role="alert">
              {error}
            </p>
          )}
          <div className="sv-form-actions">
            <IonButton type="submit" disabled={busy}>
              SEND REPORT
            </IonButton>
            <IonButton fill="outline" color="medium" onClick={onClose}>
              Close
            </IonButton>
          </div>
        </form>
        {data.sent.length > 0 && (
          <section className="sv-sent">
            <h3>Already sent</h3>
            <ul>
              {data.sent.map((s) => (
                <li key={s.at}>
                  {s.period} · {s.maker} · {s.at.slice(0, 16).replace('T', ' ')}
                </li>
              ))}
            </ul>
          </section>
        )}
      </IonContent>
    </IonModal>
  );
}
