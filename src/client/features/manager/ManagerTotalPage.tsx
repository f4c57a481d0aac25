import { IonButton, IonIcon } from '@ionic/react';
import { cloudDownloadOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { branchById } from '../../../domain/branches';
import { useAddressBranch } from '../../lib/use-address-branch';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';

import { EmptyState } from '../../ui/EmptyState';
import { MonthToolbar } from '../../ui/MonthToolbar';
import { useManWords } from './man-words';
import { TotalCards } from './TotalCards';
import { TotalTable } from './TotalTable';
import { NO_TOTAL, useManTotal } from './use-man-total';
import '../../ui/sheet/sheet.css';
import './manager.css';
import './total.css';

/** /manager_total and /manager_total/:branchReport/:monthReport: the month's services per day (spec 3 section 2). */
export default function ManagerTotalPage() {
  const params = useParams<{ branchReport?: string; monthReport?: string }>();
  const { t: tx, w } = useManWords();
  const t = useManTotal();
  const wide = useWide();
  const { data, status } = t;

  // A branch and month from the address load at once (after the scope check); roles that do not pick load their own branch.
  useAddressBranch({
    key: `${params.branchReport ?? ''}/${params.monthReport ?? ''}`,
    branch: params.branchReport,
    home: '/manager_total',
    open: (branchId) => {
      t.pickBranch(branchId);
      const month = params.monthReport ?? t.month;
      t.setMonth(month);
      void t.load(branchId, month);
    },
    openOwn: () => void t.load(),
  });

  const which = data ? `${data.month} · ${branchById(data.branchId)?.code ?? data.branchId}` : '';
  const title = data ? tx('Total Summarization of service {{which}}', { which }) : '';
  const ready = status.kind === 'ready' && data;
  return (
    <AppPage title={tx('MAN TOTAL')} fill>
      <MonthToolbar
        picks={t}
        onLoad={() => void t.load()}
        loading={status.kind === 'loading' ? status.step : false}
        heading={ready && <strong data-testid="total-title">{title}</strong>}
        summary={
          ready ? (
            <span className="man-total-summary" data-testid="total-title">
              <small>{tx('Total Summarization of service')}</small> <strong>{which}</strong>
            </span>
          ) : undefined
        }
        headingKey={title}
      />
      {status.kind === 'idle' && <p className="rc-empty">{tx('Pick the branch and the month, then Load Data.')}</p>}
      {status.kind === 'empty' && (
        <EmptyState
          message={status.code === 'NO_TOTAL_DATA' ? w(NO_TOTAL) : status.msg}
          hint={
            status.code === 'NO_TOTAL_DATA'
              ? tx('No manager report was made this month. Pick another month.')
              : tx('Pick another branch or month and Load Data.')
          }
        />
      )}
      {ready && (
        <>
          <div className="sb-report-actions" role="toolbar" aria-label={tx('Total actions')}>
            <IonButton size="small" onClick={() => void t.download()} disabled={t.busy}>
              <IonIcon aria-hidden="true" slot="start" icon={cloudDownloadOutline} />
              {tx('DOWN LOAD EXCEL FILE')}
            </IonButton>
          </div>
          {wide ? <TotalTable data={data} /> : <TotalCards data={data} />}
        </>
      )}
    </AppPage>
  );
}
