import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { SUPPORT_MAILS, SUPPORT_MAIL_KINDS, fillMail, type SupportMailKind } from '../../../domain/support-mail';
import { useT } from '../../lib/i18n';
import type { SmKey } from './sm-text';

/** The fixed mail of the kind picked, read-only, with the first recipient's name (or [Name]) filled in. */
export function MailText({
  kind,
  onKind,
  name,
  locked,
}: {
  kind: SupportMailKind;
  onKind: (k: SupportMailKind) => void;
  name: string;
  locked: boolean;
}) {
  const t = useT('support-mail');
  const mail = fillMail(kind, name || '[Name]');
  return (
    <section className="sm-card" aria-label={t('Mail')} data-testid="sm-mail">
      <IonSegment
        value={kind}
        disabled={locked}
        onIonChange={(e) => onKind(String(e.detail.value) as SupportMailKind)}
        aria-label={t('Recipients are')}
      >
        {SUPPORT_MAIL_KINDS.map((k) => (
          <IonSegmentButton key={k} value={k}>
            <IonLabel>{t(SUPPORT_MAILS[k].label as SmKey)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <div className="sm-label">{t('Mail title')}</div>
      <div className="sm-title" data-testid="sm-title">
        {mail.subject}
      </div>
      <div className="sm-label">{t("Mail body (fixed; each recipient's name is filled in)")}</div>
      <div className="sm-body" data-testid="sm-body">
        {mail.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </section>
  );
}
