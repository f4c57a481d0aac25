import { useGo } from './use-go';
import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { supportTools } from '../../domain/access';
import type { Role } from '../../domain/roles';
import { userAtom } from '../state/session';

/** The support-tools menu of spec 1 section 2.3. */
export function SupportTools() {
  const id = `tools-${useId().replace(/:/g, '')}`;
  const user = useAtomValue(userAtom);
  const go = useGo();
  if (!user) return null;
  return (
    <>
      <IonButton id={id} aria-label="Support tools"><IonIcon slot="icon-only" icon={constructOutline} /></IonButton>
      <IonPopover trigger={id} dismissOnSelect side="bottom" alignment="end">
        <IonList lines="none" data-testid="support-tools">
          {supportTools(user.role as Role).map((l) => (
            <IonItem key={l.path} button onClick={() => go(l.path)} detail={false}><IonLabel>{l.label}</IonLabel></IonItem>
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}
