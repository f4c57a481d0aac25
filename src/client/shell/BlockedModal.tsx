import { IonAlert } from '@ionic/react';
import { useAtom } from '../state/store';
import { signOut } from '../lib/session';
import { blockedAtom } from '../state/session';

/** Refresh status 0: 'Block by Team IT' with the server message, OK and Log Out. */
export function BlockedModal() {
  const [msg, setMsg] = useAtom(blockedAtom);
  return (
    <IonAlert
      isOpen={msg !== null}
      header="Block by Team IT"
      message={msg ?? ''}
      backdropDismiss={false}
      buttons={[
        { text: 'OK', role: 'cancel', handler: () => setMsg(null) },
        {
          text: 'Log Out',
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
