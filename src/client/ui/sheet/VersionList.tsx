import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonModal,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { useEffect, useState } from 'react';
import { halfMonthOf } from '../../../domain/rc-sum-rules';
import { editFlagText, versionHalves } from '../../../domain/versions';
import { tr, useT } from '../../lib/i18n';

// The spec's edit flags ('X' sent, 'EDIT' being edited) are the report's stored flag values: shown as they are.
const EDIT_FLAG = 'EDIT';

export type VersionEntry = { day: string; version: number; edit: boolean | null };

function versionSections(list: VersionEntry[], day: string, range: 'half' | 'month'): [string, VersionEntry[]][] {
  if (range === 'half') {
    const half = halfMonthOf(day);
    return [[`${half.from} – ${half.to}`, list.filter((v) => v.day >= half.from && v.day <= half.to)]];
  }
  const month = day.slice(0, 7);
  const { first, second } = versionHalves(list.filter((v) => v.day.startsWith(month)));
  return [
    [tr('common')('{{month}} days 1 – 15', { month }), first],
    [tr('common')('{{month}} days 16 – 32', { month }), second],
  ];
}

/**
 * The versions of a report, each with its edit flag ('X' when empty); each opens in the app at `href(v)`.
 * `range` 'half': the half-month of the day (days 1–15 or 16–32); 'month': both halves of the month.
 * `load` answers the list, or null (it has shown why). `compare` (when given) answers the comparison screen
 * of the listed versions, or null when there is nothing to compare; a "Compare versions" button opens it.
 */
export function VersionList({
  open,
  day,
  load,
  href,
  onClose,
  range = 'half',
  compare,
}: {
  open: boolean;
  day: string;
  load: () => Promise<VersionEntry[] | null>;
  href: (v: VersionEntry) => string;
  onClose: () => void;
  range?: 'half' | 'month';
  compare?: (list: VersionEntry[]) => string | null;
}) {
  const t = useT('common');
  const [list, setList] = useState<VersionEntry[]>([]);
  const router = useIonRouter();
  const openVersion = (v: VersionEntry | string) => {
    onClose();
    router.push(typeof v === 'string' ? v : href(v), 'forward', 'push');
  };
  useEffect(() => {
    if (!open) return;
    let live = true;
    void load().then((got) => {
      if (live && got) setList(got);
    });
    return () => {
      live = false;
    };
  }, [open, load]);
  const sections = versionSections(list, day, range);
  const compareTo = compare?.(list) ?? null;
  return (
    <IonModal isOpen={open} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Versions')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {compare && (
          <div className="ion-padding-horizontal ion-padding-top">
            <IonButton
              expand="block"
              fill="outline"
              disabled={!compareTo}
              onClick={() => compareTo && openVersion(compareTo)}
              data-testid="compare-versions"
            >
              {t('Compare versions')}
            </IonButton>
          </div>
        )}
        <p className="rc-flag-legend" data-testid="version-legend">
          <span className="rc-flag">{editFlagText('')}</span> {t('sent (locked)')} ·{' '}
          <span className="rc-flag edit">{EDIT_FLAG}</span> {t('being edited')}
        </p>
        <IonList data-testid="version-list">
          {sections.map(([title, entries]) => (
            <div key={title}>
              <IonListHeader>{title}</IonListHeader>
              {entries.length === 0 && (
                <IonItem>
                  <IonLabel>{t('No version yet')}</IonLabel>
                </IonItem>
              )}
              {entries.map((v) => (
                <IonItem key={`${v.day}-${v.version}`} button detail onClick={() => openVersion(v)}>
                  <IonLabel>{t('{{day}} · version {{version}}', { day: v.day, version: v.version })}</IonLabel>
                  <span slot="end" className={v.edit ? 'rc-flag edit' : 'rc-flag'}>
                    {v.edit ? EDIT_FLAG : editFlagText('')}
                  </span>
                </IonItem>
              ))}
            </div>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
