import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';

/** What the chooser needs of a column (the sums' RcColumn, the debit table's columns). */
export interface ChooserColumn {
  key: string;
  label: string;
  group: string;
}

/** Columns a user may not hide by default: the guest's name keeps each row recognisable. */
export const ALWAYS_SHOWN = ['name'];

/** The tablet grid's "Columns" chooser: a group or a single column on or off. */
export function ColumnChooser({
  open,
  columns,
  hidden,
  onChange,
  onClose,
  alwaysShown = ALWAYS_SHOWN,
}: {
  open: boolean;
  columns: readonly ChooserColumn[];
  hidden: Set<string>;
  onChange: (hidden: Set<string>) => void;
  onClose: () => void;
  alwaysShown?: string[];
}) {
  const t = useT('common');
  const groups = [...new Set(columns.map((c) => c.group))];
  const toggle = (keys: string[], show: boolean) => {
    const next = new Set(hidden);
    for (const k of keys)
      if (show || alwaysShown.includes(k)) next.delete(k);
      else next.add(k);
    onChange(next);
  };
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="column-chooser">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Columns')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => onChange(new Set())}>{t('Show all')}</IonButton>
            <IonButton strong onClick={onClose}>
              {t('Done')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <div className="rc-chooser">
          {groups.map((g) => {
            const cols = columns.filter((c) => c.group === g);
            const shownCount = cols.filter((c) => !hidden.has(c.key)).length;
            return (
              <fieldset key={g} className="rc-group">
                <legend>
                  <label className="rc-choice group">
                    <input
                      type="checkbox"
                      aria-label={t('Group {{group}}', { group: knownLabel(t, g) })}
                      checked={shownCount === cols.length}
                      ref={(el) => {
                        if (el) el.indeterminate = shownCount > 0 && shownCount < cols.length;
                      }}
                      onChange={(e) =>
                        toggle(
                          cols.map((c) => c.key),
                          e.target.checked,
                        )
                      }
                    />
                    {knownLabel(t, g)}
                  </label>
                </legend>
                {cols.map((c) => (
                  <label key={c.key} className="rc-choice">
                    <input
                      type="checkbox"
                      aria-label={t('Column {{column}}', { column: knownLabel(t, c.label) })}
                      checked={!hidden.has(c.key)}
                      disabled={alwaysShown.includes(c.key)}
                      onChange={(e) => toggle([c.key], e.target.checked)}
                    />
                    {knownLabel(t, c.label)}
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      </IonContent>
    </IonModal>
  );
}
