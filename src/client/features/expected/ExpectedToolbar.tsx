import { MonthToolbar, ReportTitle, reportTitle } from '../../ui/MonthToolbar';
import { useExpectedWords } from './expected-text';
import type { ExpectedState } from './use-expected';

/** Area/branch pickers by role, the month and Load Data; folded into the plan's title once loaded. */
export function ExpectedToolbar({ s }: { s: ExpectedState }) {
  const { t } = useExpectedWords();
  const shown = s.status.kind === 'ready' ? s.plan : null;
  const kind = t('Expected');
  return (
    <MonthToolbar
      picks={s}
      onLoad={() => void s.load()}
      loading={s.status.kind === 'loading'}
      heading={<ReportTitle report={shown} kind={kind} testId="expected-title" />}
      summary={shown ? <ReportTitle report={shown} kind={kind} testId="expected-title" /> : undefined}
      headingKey={shown ? reportTitle(shown, kind) : ''}
      loadTestId="expected-load"
      monthClass="ex-month"
    />
  );
}
