import { IonAlert } from '@ionic/react';
import { useAtom } from '../state/store';
import { signOut } from '../lib/session';
import { blockedAtom } from '../state/session';
import { useT } from '../lib/i18n';

/** Refresh status 0: 'Block by Team IT' with the server message, OK and Log Out. */
export function BlockedModal() {
  const [msg, setMsg] = useAtom(blockedAtom);
  const t = useT('common');
  return (
    <IonAlert
      isOpen={msg !== null}
      header={t('Block by Team IT')}
      message={msg ?? ''}
      backdropDismiss={false}
      buttons={[
        { text: t('OK'), role: 'cancel', handler: () => setMsg(null) },
        {
          text: t('Log Out'),
          role: 'destructive',
          handler: () => {
            void signOut();
          },
        },
      ]}
      onDidDismiss={() => setMsg(null)}
    />
  );
}
