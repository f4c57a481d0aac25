import { IonToast } from '@ionic/react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { flushDrafts } from '../lib/drafts';
import { useT } from '../lib/i18n';

/** A new version waits until the user chooses to reload: a half-typed form is never reloaded away. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  const t = useT('common');
  return (
    <IonToast
      isOpen={needRefresh}
      position="bottom"
      message={t('A new version of Sumbook is ready. Your drafts are kept.')}
      buttons={[
        { text: t('Later'), role: 'cancel', handler: () => setNeedRefresh(false) },
        {
          text: t('Reload'),
          handler: () => {
            void flushDrafts().then(() => updateServiceWorker(true));
          },
        },
      ]}
    />
  );
}
