import { IonIcon } from '@ionic/react';
import { chevronDown, chevronUp } from 'ionicons/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { usePullRefresh } from './PullRefresh';
import './report.css';

import { useT } from '../lib/i18n';

/**
 * The picker strip of every report (area/branch, date, Load Data, versions…). Once a report is loaded
 * (`summary` given) it folds into one line, the summary, that opens the full strip on tap; `trailing`
 * stays beside the summary (e.g. Load Data). It folds again when another report is loaded (`summaryKey`).
 * `onReload` (the strip's Load Data) is also what a pull on the page does (pull-to-refresh, `PullRefresh.tsx`).
 */
export function ReportToolbar({
  summary,
  summaryKey,
  trailing,
  onReload,
  children,
}: {
  summary?: ReactNode;
  summaryKey?: string;
  trailing?: ReactNode;
  onReload?: () => void;
  children: ReactNode;
}) {
  const t = useT('common');
  usePullRefresh(onReload);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(false);
  }, [summaryKey]);
  if (summary && !open) {
    return (
      <div className="sb-report-bar folded">
        <button
          type="button"
          className="sb-report-summary"
          aria-expanded={false}
          aria-label={t('Show the pickers')}
          onClick={() => setOpen(true)}
        >
          {summary}
          <IonIcon icon={chevronDown} aria-hidden="true" />
        </button>
        {trailing}
      </div>
    );
  }
  return (
    <div className="sb-report-bar">
      {children}
      {summary && (
        <button
          type="button"
          className="sb-report-fold"
          aria-expanded={true}
          aria-label={t('Hide the pickers')}
          onClick={() => setOpen(false)}
        >
          <IonIcon icon={chevronUp} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
