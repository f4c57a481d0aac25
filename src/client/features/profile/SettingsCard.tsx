import { IonButton, IonInput, IonItem, IonSelect, IonSelectOption } from '@ionic/react';
import { useAtom, useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { userApi, type UserSettings } from '../../../contract/user';
import { LANGUAGE_NAMES, STAFF_LANGUAGES, isStaffLanguage, type StaffLanguage } from '../../../domain/language';
import { draftKeptAtom, dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { currentLanguage, setLanguage, tr, useT } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { userAtom } from '../../state/session';

const makerDraft = z.string().max(60);

/** A change of the settings, or of the user's language (kept on the server for the mails the user gets). */
type Change = UserSettings & { lang?: StaffLanguage };

/** Settings save through the outbox, so a change made offline reaches the server when back online. */
export function SettingsCard() {
  const [user, setUser] = useAtom(userAtom);
  const t = useT('profile');
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

  async function save(change: Change, done?: () => void) {
    if (!user) return;
    const { lang, ...settings } = change;
    setUser({ ...user, ...(lang ? { lang } : {}), settings: { ...user.settings, ...settings } });
    // Texts taken when shown: the language may just have changed.
    const res = await send(userApi.updateOther, {}, change, tr('profile')('Profile settings'));
    const said = tr('profile');
    if (!res.ok) toast(res.error.msg, 'danger');
    else if (res.queued) toast(said('Saved on this device; it will be sent when you are back online.'), 'warning');
    else toast(said('Update Success'));
    if (res.ok) done?.();
  }

  /** The app switches at once (and keeps the choice on this device); the server keeps it for the user's mails. */
  async function chooseLanguage(lang: StaffLanguage) {
    await setLanguage(lang);
    await save({ lang });
  }

  return (
    <div className="sb-card">
      <h2>{t('Settings')}</h2>
      <IonItem>
        <IonSelect
          label={t('Language')}
          labelPlacement="stacked"
          interface="popover"
          value={user.lang ?? currentLanguage()}
          data-testid="language"
          onIonChange={(e) => {
            const lang: unknown = e.detail.value;
            if (isStaffLanguage(lang) && lang !== user.lang) void chooseLanguage(lang);
          }}
        >
          {STAFF_LANGUAGES.map((lang) => (
            <IonSelectOption key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonSelect
          label={t('Theme')}
          labelPlacement="stacked"
          interface="popover"
          value={user.settings.theme ?? 'light'}
          data-testid="theme"
          onIonChange={(e) => {
            void save({ theme: e.detail.value as UserSettings['theme'] });
          }}
        >
          <IonSelectOption value="light">{t('Light')}</IonSelectOption>
          <IonSelectOption value="dark">{t('Dark')}</IonSelectOption>
          <IonSelectOption value="system">{t('Same as the device')}</IonSelectOption>
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonInput
          label={t('Maker name on my sums')}
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
          {t('Restored what you typed before.')}
        </p>
      )}
      {kept && !restored && (
        <p className="sb-muted" data-testid="draft-kept">
          {t('Draft kept on this device.')}
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
        {t('SAVE')}
      </IonButton>
    </div>
  );
}
