import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { fileTrayStackedOutline } from 'ionicons/icons';
import { openDrafts } from '../lib/drafts';
import type { Status } from '../lib/document/types';
import { BranchPicker, type BranchChoice } from './BranchPicker';
import { ReportToolbar } from './ReportToolbar';
import { DateField } from './DateField';
import { useT } from '../lib/i18n';

/** What the title shows of the loaded report. */
export interface TitledDoc {
  edit: boolean;
  day: string;
  version: number;
  stored: boolean;
}

/**
 * The picker strip of a day report (reception sum, manager sum): area/branch pickers, date, Load Data,
 * Version / Edit and Drafts. Once a report is loaded they fold into its [EDIT]/[VIEW] title (tap to
 * unfold), with Load Data beside it; unfolded, the title opens the versions.
 */
export function DayReportToolbar({
  choice,
  setChoice,
  day,
  setDay,
  onLoad,
  doc,
  branchCode,
  status,
  onVersions,
  testId = 'rc-title',
}: {
  choice: BranchChoice;
  setChoice: (c: BranchChoice) => void;
  day: string;
  setDay: (d: string) => void;
  onLoad: () => void;
  doc: TitledDoc | null;
  branchCode: string;
  status: Status;
  onVersions: () => void;
  /** The title's test id. */
  testId?: string;
}) {
  const t = useT('common');
  const ready = !!doc && status.kind === 'ready';
  const parts = doc && {
    tag: t(doc.edit ? '[EDIT]' : '[VIEW]'),
    branch: branchCode,
    day: doc.day,
    version: doc.version,
  };
  const title = !parts
    ? ''
    : doc.stored
      ? t('{{tag}} {{branch}} {{day}} v{{version}}', parts)
      : t('{{tag}} {{branch}} {{day}} v{{version}} (new)', parts);
  const loadButton = (
    <IonButton size="small" onClick={onLoad} disabled={status.kind === 'loading'}>
      {t('Load Data')}
    </IonButton>
  );
  return (
    <ReportToolbar
      summary={
        ready && doc ? (
          <span className={`rc-title ${doc.edit ? 'edit' : 'view'}`} data-testid={testId}>
            {title}
          </span>
        ) : undefined
      }
      summaryKey={title}
      trailing={loadButton}
      onReload={onLoad}
    >
      <BranchPicker value={choice} onChange={setChoice} />
      <DateField label={t('Date')} className="rc-date" value={day} onChange={setDay} />
      {loadButton}
      <IonButton size="small" fill="outline" onClick={onVersions} disabled={!choice.branch || !day}>
        {t('Version / Edit')}
      </IonButton>
      <IonButton size="small" fill="clear" onClick={openDrafts} title={t('Drafts on this device')}>
        <IonIcon aria-hidden="true" slot="start" icon={fileTrayStackedOutline} />
        {t('Drafts')}
      </IonButton>
      {status.kind === 'loading' && (
        <span className="rc-step" role="status">
          <IonSpinner name="dots" /> {status.step}
        </span>
      )}
      {ready && doc && (
        <button
          type="button"
          className={`rc-title ${doc.edit ? 'edit' : 'view'}`}
          onClick={onVersions}
          data-testid={testId}
          title={t('Versions')}
        >
          {title}
        </button>
      )}
    </ReportToolbar>
  );
}
