import { IonButton, IonIcon, useIonActionSheet } from '@ionic/react';
import { ellipsisVertical } from 'ionicons/icons';
import type { ReactNode } from 'react';
import './report.css';

import { useT } from '../lib/i18n';

/** One action of a report screen. `primary` ones are buttons; the rest are in the "More actions" sheet. */
export interface ReportAction {
  label: string;
  handler: () => void;
  primary?: boolean;
  disabled?: boolean;
  role?: 'destructive';
  icon?: string;
  color?: string;
}

/**
 * The action strip of every report: the main one or two actions as buttons (never wider than the
 * screen), the rest in an action sheet behind a "More actions" button (Ionic's idiom on phones).
 * `children` follow the buttons (e.g. the save status).
 */
export function ReportActions({
  actions,
  label,
  icons = true,
  children,
}: {
  actions: ReportAction[];
  label: string;
  /** Icons on the visible buttons (off on phones to keep room). */
  icons?: boolean;
  children?: ReactNode;
}) {
  const [present] = useIonActionSheet();
  const t = useT('common');
  const shown = actions.filter((a) => a.primary);
  const rest = actions.filter((a) => !a.primary);
  const more = () => {
    void present({
      header: t('More actions'),
      cssClass: 'sb-more-actions',
      buttons: [
        ...rest.map((a) => ({ text: a.label, icon: a.icon, role: a.role, disabled: a.disabled, handler: a.handler })),
        { text: t('Cancel'), role: 'cancel' },
      ],
    });
  };
  return (
    <div className="sb-report-actions" role="toolbar" aria-label={label}>
      {shown.map((a, i) => (
        <IonButton
          key={a.label}
          size="small"
          fill={i === 0 ? 'solid' : 'outline'}
          color={a.color ?? (a.role === 'destructive' ? 'danger' : undefined)}
          disabled={a.disabled}
          onClick={a.handler}
        >
          {icons && a.icon && <IonIcon aria-hidden="true" slot="start" icon={a.icon} />}
          {a.label}
        </IonButton>
      ))}
      {rest.length > 0 && (
        <IonButton
          size="small"
          fill="clear"
          onClick={more}
          aria-label={t('More actions')}
          title={t('More actions')}
          data-testid="more-actions"
        >
          <IonIcon aria-hidden="true" slot="icon-only" icon={ellipsisVertical} />
        </IonButton>
      )}
      {children && <span className="sb-report-status">{children}</span>}
    </div>
  );
}
