import { IonButton, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import { yearsFrom } from '../../../domain/constants';
import { BranchPicker } from '../../ui/BranchPicker';
import { ReportToolbar } from '../../ui/ReportToolbar';
import type { StaffPick, StaffStatus } from './use-staff';
import { useT } from '../../lib/i18n';

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

/** Area/branch by role, month (or the whole year), year and Load Data; once loaded they fold into the title. */
export function StaffToolbar({
  pick,
  setPick,
  onLoad,
  status,
  title,
}: {
  pick: StaffPick;
  setPick: (p: StaffPick) => void;
  onLoad: () => void;
  status: StaffStatus;
  title: { text: string; edit: boolean } | null;
}) {
  const t = useT('staff');
  const loadButton = (
    <IonButton size="small" onClick={onLoad} disabled={status.kind === 'loading'}>
      {t('Load Data')}
    </IonButton>
  );
  const heading = title && status.kind === 'ready' && (
    <span className={`rc-title ${title.edit ? 'edit' : 'view'}`} data-testid="staff-title">
      {title.text}
    </span>
  );
  return (
    <ReportToolbar summary={heading || undefined} summaryKey={title?.text} trailing={loadButton} onReload={onLoad}>
      <BranchPicker value={pick.choice} onChange={(choice) => setPick({ ...pick, choice })} />
      <IonSelect
        aria-label={t('Month')}
        data-testid="staff-month"
        interface="popover"
        className="sb-picker staff-month"
        value={pick.month}
        onIonChange={(e) => setPick({ ...pick, month: String(e.detail.value) })}
      >
        <IonSelectOption value="">{t('Whole year')}</IonSelectOption>
        {MONTHS.map((m) => (
          <IonSelectOption key={m} value={m}>
            {t('Month {{month}}', { month: m })}
          </IonSelectOption>
        ))}
      </IonSelect>
      <IonSelect
        aria-label={t('Year')}
        interface="popover"
        className="sb-picker staff-year"
        value={pick.year}
        onIonChange={(e) => setPick({ ...pick, year: String(e.detail.value) })}
      >
        {yearsFrom(new Date()).map((y) => (
          <IonSelectOption key={y} value={String(y)}>
            {y}
          </IonSelectOption>
        ))}
      </IonSelect>
      {loadButton}
      {status.kind === 'loading' && (
        <span className="rc-step" role="status">
          <IonSpinner name="dots" /> {t('Loading')}
        </span>
      )}
      {heading}
    </ReportToolbar>
  );
}
