import { MonthToolbar, ReportTitle, reportTitle } from '../../ui/MonthToolbar';
import { useT } from '../../lib/i18n';
import type { BreakfastState } from './use-breakfast';

/** Area/branch pickers by role, the month and Load Data; folded into the report's title once loaded. */
export function BfToolbar({ s }: { s: BreakfastState }) {
  const t = useT('breakfast');
  const shown = s.status.kind === 'ready' ? s.data : null;
  const kind = t('Breakfast');
  return (
    <MonthToolbar
      picks={s}
      onLoad={() => void s.load()}
      loading={s.status.kind === 'loading'}
      heading={<ReportTitle report={shown} kind={kind} testId="bf-title" />}
      summary={shown ? <ReportTitle report={shown} kind={kind} testId="bf-title" /> : undefined}
      headingKey={shown ? reportTitle(shown, kind) : ''}
      loadTestId="bf-load"
    />
  );
}
