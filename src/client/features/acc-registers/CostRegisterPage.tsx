import { IonButton, IonSpinner } from '@ionic/react';
import { useMemo, useState } from 'react';
import { filterCashRows } from '../../../domain/acc-cash';
import { branchById } from '../../../domain/branches';
import { formatNumber } from '../../../domain/money';
import { catalogText, useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { MonthField } from '../../ui/DateField';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { hasYen } from '../../ui/cash/cash-format';
import { CashTable } from '../../ui/cash/CashTable';
import { EmptyState } from '../../ui/EmptyState';
import { ReportToolbar } from '../../ui/ReportToolbar';
import { SearchBox } from '../../ui/SearchBox';
import { CashCards } from './CashCards';
import { useCostRegister } from './use-cost-register';
import '../../ui/sheet/sheet.css';
import './acc-registers.css';

/** /acc_cost: the receipts and expenses register of a month (spec 2 sections 2.3, 3.4), read-only. */
export default function CostRegisterPage() {
  const t = useT('acc-registers');
  const wide = useWide();
  const r = useCostRegister();
  const [query, setQuery] = useState('');
  const data = r.state.kind === 'ready' ? r.state.data : null;
  const rows = useMemo(() => (data ? filterCashRows(data.rows, query) : []), [data, query]);
  const yen = data ? hasYen(data.rows) : false;
  const code = data ? (branchById(data.branchId)?.code ?? String(data.branchId)) : '';
  const ok = (
    <IonButton size="small" onClick={() => void r.load()} disabled={r.state.kind === 'loading'}>
      {t('OK')}
    </IonButton>
  );
  return (
    <AppPage title={t('ACC COST')} fill>
      <ReportToolbar
        summary={
          data ? (
            <span data-testid="register-title">
              {t('{{code}} · Receipts and expenses {{month}}', { code, month: data.month })}
            </span>
          ) : undefined
        }
        summaryKey={data ? `${data.branchId}/${data.month}` : undefined}
        trailing={ok}
        onReload={() => void r.load()}
      >
        <BranchPicker value={r.choice} onChange={r.setChoice} />
        <MonthField label={t('Month')} className="rc-date" value={r.month} onChange={r.setMonth} />
        {ok}
        {r.state.kind === 'loading' && <IonSpinner name="dots" />}
      </ReportToolbar>
      {r.state.kind === 'idle' && (
        <EmptyState
          message={t('Receipts and expenses of a month')}
          hint={t('Pick the branch and the month, then OK.')}
        />
      )}
      {r.state.kind === 'error' && (
        <EmptyState
          message={catalogText(r.state.msg, ['acc-registers'])}
          hint={t('Check the branch and the month, then OK.')}
        />
      )}
      {data && (
        <>
          <SearchBox
            value={query}
            onSearch={setQuery}
            placeholder={t('Filter description (3+ characters)')}
            shown={rows.length}
            total={data.rows.length}
          />
          <p className="reg-balance" data-testid="register-balance">
            {t('Balance {{day}}:', { day: data.to })}{' '}
            <strong>{t('{{amount}} VND', { amount: formatNumber(data.balance.vnd, 0) })}</strong> ·{' '}
            <strong>{t('{{amount}} USD', { amount: formatNumber(data.balance.usd, 2) })}</strong>
            {yen && (
              <>
                {' '}
                · <strong>{t('{{amount}} YEN', { amount: formatNumber(data.balance.yen, 0) })}</strong>
              </>
            )}
          </p>
          {rows.length === 0 ? (
            <p className="rc-empty">{t('No row of this month holds that text.')}</p>
          ) : wide ? (
            <div className="reg-scroll">
              <CashTable rows={rows} yen={yen} compact />
            </div>
          ) : (
            <CashCards rows={rows} yen={yen} />
          )}
        </>
      )}
    </AppPage>
  );
}
