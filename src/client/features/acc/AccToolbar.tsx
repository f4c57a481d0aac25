import { IonButton, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import type { Status } from '../../lib/document/types';
import { useT } from '../../lib/i18n';
import { BranchPicker, type BranchChoice } from '../../ui/BranchPicker';
import { ReportToolbar } from '../../ui/ReportToolbar';
import { ACC_MODES, modeInfo, type AccLoadMode } from './acc-modes';
import { DateField, MonthField } from '../../ui/DateField';

export interface Pick {
  choice: BranchChoice;
  mode: AccLoadMode;
  day: string;
  month: string;
}

/**
 * Area/branch pickers by role, the load-mode dropdown, the date or month, Load Data and the loading step.
 * Once something is loaded they fold into its [EDIT]/[VIEW] title; the title opens the version list.
 */
export function AccToolbar({
  pick,
  setPick,
  onLoad,
  status,
  title,
  onTitle,
}: {
  pick: Pick;
  setPick: (p: Pick) => void;
  onLoad: () => void;
  status: Status;
  /** The loaded report's title ([EDIT] or [VIEW] ...), when one is shown. */
  title: { text: string; edit: boolean } | null;
  onTitle: () => void;
}) {
  const t = useT('acc');
  const info = modeInfo(pick.mode);
  const loadButton = (
    <IonButton size="small" onClick={onLoad} disabled={status.kind === 'loading'}>
      {t('Load Data')}
    </IonButton>
  );
  const titleCls = `rc-title ${title?.edit ? 'edit' : 'view'}`;
  return (
    <ReportToolbar
      summary={
        title && status.kind === 'ready' ? (
          <span className={titleCls} data-testid="acc-title">
            {title.text}
          </span>
        ) : undefined
      }
      summaryKey={title?.text}
      trailing={loadButton}
      onReload={onLoad}
    >
      <BranchPicker value={pick.choice} onChange={(choice) => setPick({ ...pick, choice })} />
      <IonSelect
        aria-label={t('Load mode')}
        data-testid="load-mode"
        interface="popover"
        className="sb-picker"
        value={pick.mode}
        onIonChange={(e) => setPick({ ...pick, mode: e.detail.value as AccLoadMode })}
      >
        {ACC_MODES.map((m) => (
          <IonSelectOption key={m.mode} value={m.mode}>
            {t(m.labelKey)}
          </IonSelectOption>
        ))}
      </IonSelect>
      {info.input === 'date' ? (
        <DateField
          label={t('Date')}
          className="rc-date"
          value={pick.day}
          onChange={(day) => setPick({ ...pick, day, month: day.slice(0, 7) })}
        />
      ) : (
        <MonthField
          label={t('Month')}
          className="rc-date"
          value={pick.month}
          onChange={(month) => setPick({ ...pick, month })}
        />
      )}
      {loadButton}
      {status.kind === 'loading' && (
        <span className="rc-step" role="status" data-testid="acc-step">
          <IonSpinner name="dots" /> {status.step}
        </span>
      )}
      {title && status.kind === 'ready' && (
        <button type="button" className={titleCls} onClick={onTitle} data-testid="acc-title" title={t('Versions')}>
          {title.text}
        </button>
      )}
    </ReportToolbar>
  );
}
