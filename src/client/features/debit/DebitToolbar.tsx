import { IonButton } from '@ionic/react';
import { LOAD_BY, type LoadBy } from '../../../domain/debit-query';
import { BranchPicker } from '../../ui/BranchPicker';
import { ReportToolbar } from '../../ui/ReportToolbar';
import { monthLabel, MONTHS, yearChoices, type DebitPick } from './debit-pick';
import { useDebitWords } from './debit-text';

/** Area and branch (by role), year, month, loadBy on /acc_debit, and OK; folded into the loaded title. */
export function DebitToolbar({
  pick,
  setPick,
  acc,
  summary,
  mode,
  onOk,
}: {
  pick: DebitPick;
  setPick: (p: DebitPick) => void;
  acc: boolean;
  /** The loaded pick's title ('[EDIT] HBT1 · 2026-10'), once loaded. */
  summary: string | null;
  /** Whether the title reads [EDIT] or [VIEW] (its colour). */
  mode: 'edit' | 'view';
  onOk: () => void;
}) {
  const { t, w } = useDebitWords();
  const ok = (
    <IonButton size="small" onClick={onOk} data-testid="debit-ok">
      {t('OK')}
    </IonButton>
  );
  const title = summary && (
    <span className={`rc-title ${mode}`} data-testid="debit-title">
      {summary}
    </span>
  );
  return (
    <ReportToolbar summary={title || undefined} summaryKey={summary ?? undefined} trailing={ok} onReload={onOk}>
      <BranchPicker
        value={{ area: pick.area, branch: pick.branch }}
        onChange={(c) => setPick({ ...pick, area: c.area, branch: c.branch })}
      />
      <select
        aria-label={t('Year')}
        className="sb-picker db-select"
        value={pick.year}
        onChange={(e) => setPick({ ...pick, year: e.target.value })}
      >
        {yearChoices().map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <select
        aria-label={t('Month')}
        className="sb-picker db-select"
        value={pick.month}
        onChange={(e) => setPick({ ...pick, month: e.target.value })}
      >
        {MONTHS.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m, t)}
          </option>
        ))}
      </select>
      {acc && (
        <select
          aria-label={t('Load by')}
          className="sb-picker db-select"
          value={pick.loadBy}
          onChange={(e) => setPick({ ...pick, loadBy: e.target.value as LoadBy })}
        >
          {LOAD_BY.map((l) => (
            <option key={l} value={l}>
              {w(l)}
            </option>
          ))}
        </select>
      )}
      {ok}
      {title}
    </ReportToolbar>
  );
}
