import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar, useIonAlert } from '@ionic/react';
import { useState } from 'react';
import { makerNameCheck, SURVEY_SEND_ERROR } from '../../../domain/survey';
import { sendReportChoices } from '../../../domain/survey-report';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { sendReport, type Generation, type SurveyMonth } from './survey-api';
import { periodText } from './survey-text';

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
  const t = useT('survey');
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
    if (!res.ok) return setError(res.error.msg || t(SURVEY_SEND_ERROR));
    toast(t('Success sent mail'));
    onSent();
    onClose();
  };
  const submit = () => {
    setError('');
    const m = makerNameCheck(maker);
    if (!m.ok) return setError(t(m.error as 'Please input maker name!'));
    if (period === 'Month' && !note.trim()) return setError(t('Please input note!'));
    if (period === 'Month')
      return void alert({
        header: t('SEND REPORT'),
        message: t('Send the report of the whole month {{month}}?', { month: data.month }),
        buttons: [
          { text: t('Cancel'), role: 'cancel' },
          { text: t('Send'), handler: () => void go() },
        ],
      });
    void go();
  };
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="send-report">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Send report {{month}}', { month: data.month })}</IonTitle>
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
            {t('Report')}
            <select value={period} onChange={(e) => setPeriod(e.target.value)} aria-label={t('Report')}>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {periodText(c, t)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('Maker')}
            <input
              aria-label={t('Maker')}
              value={maker}
              pattern="[\p{L} ]*"
              maxLength={100}
              onChange={(e) => setMaker(e.target.value)}
            />
          </label>
          <label>
            {t('Note')}
            <textarea
              aria-label={t('Note')}
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
              {t('SEND REPORT')}
            </IonButton>
            <IonButton fill="outline" color="medium" onClick={onClose}>
              {t('Close')}
            </IonButton>
          </div>
        </form>
        {data.sent.length > 0 && (
          <section className="sv-sent">
            <h3>{t('Already sent')}</h3>
            <ul>
              {data.sent.map((s) => (
                <li key={s.at}>
                  {periodText(s.period, t)} · {s.maker} · {s.at.slice(0, 16).replace('T', ' ')}
                </li>
              ))}
            </ul>
          </section>
        )}
      </IonContent>
    </IonModal>
  );
}
