import { useGo } from './use-go';
import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import { useAtomValue } from '../state/store';
import { useId } from 'react';
import type { Role } from '../../domain/roles';
import { availableSupportTools } from '../../domain/screens';
import { userAtom } from '../state/session';
import { openGuestSurvey } from './guest-survey';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** The support-tools menu of spec 1 section 2.3. */
export function SupportTools() {
  const id = `tools-${useId().replace(/:/g, '')}`;
  const user = useAtomValue(userAtom);
  const go = useGo();
  const t = useT('common');
  const tools = user ? availableSupportTools({ ...user, role: user.role as Role }) : [];
  if (tools.length === 0) return null;
  return (
    <>
      <IonButton id={id} aria-label={t('Support tools')}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={constructOutline} />
      </IonButton>
      <IonPopover trigger={id} dismissOnSelect side="bottom" alignment="end">
        <IonList lines="none" data-testid="support-tools">
          {tools.map((l) => (
            <IonItem key={l.path} button onClick={() => go(l.path)} detail={false}>
              <IonLabel>{knownLabel(t, l.label)}</IonLabel>
            </IonItem>
          ))}
          {user && user.branchID > 0 && (
            <IonItem button onClick={() => void openGuestSurvey(user.branchID)} detail={false}>
              <IonLabel>{t('Guest Survey')}</IonLabel>
            </IonItem>
          )}
        </IonList>
      </IonPopover>
    </>
  );
}
