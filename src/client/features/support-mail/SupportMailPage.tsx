import { IonButton, IonIcon, IonSpinner, useIonAlert } from '@ionic/react';
import { cloudUploadOutline, refreshOutline, sendOutline } from 'ionicons/icons';
import { useState } from 'react';
import { SUPPORT_MAILS } from '../../../domain/support-mail';
import { toast } from '../../lib/toast';
import { useT } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { JobPanel } from './JobPanel';
import { MailText } from './MailText';
import { RecipientPreview } from './RecipientPreview';
import { sendToList } from './sm-api';
import { TestMail } from './TestMail';
import { sendable, useSupportList } from './use-support-list';
import { useMailJob } from './use-mail-job';
import './support-mail.css';

/**
 * /support_mail (CEO and admin; spec 3 section 2): import an Excel list, check the preview, read the fixed
 * title and body, Send Mail Test, Send Mail Report (a job the server sends and resumes; progress polled),
 * Retry failed, Reset List.
 */
export default function SupportMailPage() {
  const t = useT('support-mail');
  const wide = useWide();
  const notice = useNotice();
  const [alert] = useIonAlert();
  const s = useSupportList();
  const m = useMailJob();
  const [sending, setSending] = useState(false);
  const valid = sendable(s.list);

  const send = async () => {
    setSending(true);
    const res = await sendToList(s.kind, valid, s.replyTo, s.key);
    setSending(false);
    if (!res.ok) return notice(res.error.msg, t('Send Mail Report'));
    s.renewKey();
    toast(t('Sending to {{n}} recipient(s)', { n: res.data.job.total }));
    m.follow(res.data.job);
  };
  const confirmSend = () =>
    void alert({
      header: t('Send Mail Report'),
      message: t('Send "{{title}}" to {{n}} recipient(s)? Each address gets it once.', {
        title: SUPPORT_MAILS[s.kind].title,
        n: valid.length,
      }),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Send'), handler: () => void send() },
      ],
    });
  const confirmReset = () =>
    void alert({
      header: t('Reset List'),
      message: t('Clear the imported list from this screen? Mails already sent are not affected.'),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Reset'), role: 'destructive', handler: s.reset },
      ],
    });

  return (
    <AppPage title={t('SUPPORT')}>
      <div className="sm-page">
        <div className="sm-toolbar">
          <IonButton onClick={s.pick} disabled={s.busy} data-testid="sm-import">
            <IonIcon aria-hidden="true" slot="start" icon={cloudUploadOutline} />
            {t('Import Excel')}
          </IonButton>
          <IonButton
            color="success"
            onClick={confirmSend}
            disabled={valid.length === 0 || sending}
            data-testid="sm-send"
          >
            <IonIcon aria-hidden="true" slot="start" icon={sendOutline} />
            {t('Send Mail Report')}
          </IonButton>
          <IonButton fill="outline" color="medium" onClick={confirmReset} disabled={!s.list} data-testid="sm-reset">
            <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
            {t('Reset List')}
          </IonButton>
          {(s.busy || sending) && <IonSpinner name="dots" />}
          {s.fileInput}
        </div>
        <div className={wide ? 'sm-columns' : ''}>
          <MailText kind={s.kind} onKind={s.setKind} name={valid[0]?.name ?? ''} locked={sending} />
          <TestMail kind={s.kind} first={valid[0]} replyTo={s.replyTo} onReplyTo={s.setReplyTo} />
        </div>
        <JobPanel m={m} wide={wide} />
        {s.list ? (
          <RecipientPreview list={s.list} fileName={s.fileName} wide={wide} />
        ) : (
          <p className="sm-card sm-summary" data-testid="sm-empty">
            {t('Import an Excel file (.xls or .xlsx) with a Name and an E-mail column, one recipient per row.')}
          </p>
        )}
      </div>
    </AppPage>
  );
}
