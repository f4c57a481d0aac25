import { IonButton, IonSpinner } from '@ionic/react';
import type { ReactNode } from 'react';
import { branchById } from '../../domain/branches';
import { BranchPicker, type BranchChoice } from './BranchPicker';
import { MonthField } from './DateField';
import { ReportToolbar } from './ReportToolbar';
import { tr, useT } from '../lib/i18n';

/** What a month report's picker strip reads and changes (every month report's hook has these). */
export interface MonthPicks {
  choice: BranchChoice;
  setChoice: (v: BranchChoice) => void;
  month: string;
  setMonth: (m: string) => void;
}

/** A loaded month report as its title shows it: "[EDIT] HBT1 2026-11 Breakfast". */
export interface TitledReport {
  canEdit: boolean;
  branchId: number;
  month: string;
}
export function reportTitle(r: TitledReport, kind: string): string {
  const t = tr('common');
  return t('{{tag}} {{branch}} {{month}} {{kind}}', {
    tag: t(r.canEdit ? '[EDIT]' : '[VIEW]'),
    branch: branchById(r.branchId)?.code ?? r.branchId,
    month: r.month,
    kind,
  });
}

/** The title of a loaded report (empty while none is), to give MonthToolbar as heading and headingKey. */
export function ReportTitle({ report, kind, testId }: { report: TitledReport | null; kind: string; testId: string }) {
  useT('common'); // drawn again when the language changes
  if (!report) return null;
  return (
    <span className={`rc-title ${report.canEdit ? 'edit' : 'view'}`} data-testid={testId}>
      {reportTitle(report, kind)}
    </span>
  );
}

/**
 * The strip of a month report: area/branch pickers by role, the month, Load Data and the loading step;
 * folded into `heading` once a report is loaded (ReportToolbar). `loading` is false, true, or the step text.
 */
export function MonthToolbar({
  picks,
  onLoad,
  loading,
  heading,
  headingKey,
  summary = heading,
  loadTestId,
  monthClass = '',
}: {
  picks: MonthPicks;
  onLoad: () => void;
  loading: boolean | string;
  heading?: ReactNode;
  headingKey: string;
  /** The folded line (default: the heading). */
  summary?: ReactNode;
  loadTestId?: string;
  monthClass?: string;
}) {
  const t = useT('common');
  const loadButton = (
    <IonButton size="small" onClick={onLoad} disabled={loading !== false} data-testid={loadTestId}>
      {t('Load Data')}
    </IonButton>
  );
  return (
    <ReportToolbar summary={summary || undefined} summaryKey={headingKey} trailing={loadButton} onReload={onLoad}>
      <BranchPicker value={picks.choice} onChange={picks.setChoice} />
      <MonthField
        label={t('Month')}
        className={`rc-date ${monthClass}`.trim()}
        value={picks.month}
        onChange={picks.setMonth}
      />
      {loadButton}
      {loading !== false && (
        <span className="rc-step" role="status">
          <IonSpinner name="dots" /> {loading === true ? t('Loading') : loading}
        </span>
      )}
      {heading}
    </ReportToolbar>
  );
}
