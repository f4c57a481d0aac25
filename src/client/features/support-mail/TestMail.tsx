import { IonButton, IonSpinner } from '@ionic/react';
import { useState } from 'react';
import type { RecipientIn } from '../../../contract/support-mail';
import { TEST_FAILED, TEST_SENT, isEmail, type SupportMailKind } from '../../../domain/support-mail';
import { toast } from '../../lib/toast';
import { useT } from '../../lib/i18n';
import { sendTest } from './sm-api';

/** Send Mail Test: the fixed mail to one address, personalised with the list's first row. */
export function TestMail({
  kind,
  first,
  replyTo,
  onReplyTo,
}: {
  kind: SupportMailKind;
  first: RecipientIn | undefined;
  replyTo: string;
  onReplyTo: (v: string) => void;
}) {
  const t = useT('support-mail');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = isEmail(to.trim());
  const send = async () => {
    setBusy(true);
    const res = await sendTest({ mailTo: to.trim(), kind, excelData: first ? [first] : [], mailFrom: replyTo });
    setBusy(false);
    toast(res.ok ? t(TEST_SENT) : t(TEST_FAILED), res.ok ? 'success' : 'danger');
  };
  return (
    <section className="sm-card sm-test" aria-label={t('Send Mail Test')}>
      <label className="sm-field">
        {t('Replies go to (optional)')}
        <input
          type="email"
          inputMode="email"
          // eslint-disable-next-line sumbook/no-literal-text -- an example address, the same in every language
          placeholder="support@your-hotel.com"
          value={replyTo}
          onChange={(e) => onReplyTo(e.target.value)}
        />
        {replyTo.trim() !== '' && !isEmail(replyTo.trim()) && (
          <span className="sm-bad">{t('Not a valid e-mail: replies go to the usual sender')}</span>
        )}
      </label>
      <label className="sm-field">
        {t('Test address')}
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          // eslint-disable-next-line sumbook/no-literal-text -- an example address, the same in every language
          placeholder="you@example.com"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && valid && !busy && void send()}
        />
      </label>
      <IonButton onClick={() => void send()} disabled={!valid || busy} data-testid="sm-test">
        {busy ? <IonSpinner name="dots" /> : t('Send Mail Test')}
      </IonButton>
    </section>
  );
}
