import { IonButton, IonInput, IonItem, IonSelect, IonSelectOption } from '@ionic/react';
import { useAtom, useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { userApi, type UserSettings } from '../../../contract/user';
import { draftKeptAtom, dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { send } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { userAtom } from '../../state/session';

const makerDraft = z.string().max(60);

/** Settings save through the outbox, so a change made offline reaches the server when back online. */
export function SettingsCard() {
  const [user, setUser] = useAtom(userAtom);
  const draftKey = `profile.maker.${user?.id ?? 0}`;
  const [maker, setMaker] = useState(user?.settings.makerName ?? '');
  const [restored, setRestored] = useState(false);
  const kept = useAtomValue(draftKeptAtom)[draftKey];
  useEffect(() => {
    void readDraft(draftKey, makerDraft).then((d) => {
      if (d && d.value !== (user?.settings.makerName ?? '')) {
        setMaker(d.value);
        setRestored(true);
      }
    });
  }, [draftKey, user?.settings.makerName]);
  if (!user) return null;

  async function save(change: UserSettings, done?: () => void) {
    if (!user) return;
    setUser({ ...user, settings: { ...user.settings, ...change } });
    const res = await send(userApi.updateOther, {}, change, 'Profile settings');
    if (!res.ok) toast(res.error.msg, 'danger');
    else if (res.queued) toast('Saved on this device; it will be sent when you are back online.', 'warning');
    else toast('Update Success');
    if (res.ok) done?.();
  }

  return (
    <div className="sb-card">
      <h2>Settings</h2>
      <IonItem>
        <IonSelect
          label="Theme"
          labelPlacement="stacked"
          interface="popover"
          value={user.settings.theme ?? 'light'}
          data-testid="theme"
          onIonChange={(e) => {
            void save({ theme: e.detail.value as UserSettings['theme'] });
          }}
        >
          <IonSelectOption value="light">Light</IonSelectOption>
          <IonSelectOption value="dark">Dark</IonSelectOption>
          <IonSelectOption value="system">Same as the device</IonSelectOption>
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonInput
          label="Maker name on my sums"
          labelPlacement="stacked"
          value={maker}
          maxlength={60}
          data-testid="maker-name"
          onIonInput={(e) => {
            const v = String(e.detail.value ?? '');
            setMaker(v);
            keepDraft(draftKey, v);
          }}
        />
      </IonItem>
      {restored && (
        <p className="sb-muted" data-testid="draft-restored">
          Restored what you typed before.
        </p>
      )}
      {kept && !restored && (
        <p className="sb-muted" data-testid="draft-kept">
          Draft kept on this device.
        </p>
      )}
      <IonButton
        onClick={() => {
          void save({ makerName: maker.trim() }, () => {
            void dropDraft(draftKey);
            setRestored(false);
          });
        }}
      >
        SAVE
      </IonButton>
    </div>
  );
}
