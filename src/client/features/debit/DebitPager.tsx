import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { DEBIT_PAGE_SIZES } from '../../../domain/debit-query';
import { useDebitWords } from './debit-text';
import { SumsText } from './SumsText';

/** Under a table: the sums of every matching line, the page size (10 to 50) and the page. */
export function DebitPager({
  page,
  limit,
  total,
  sums,
  onPage,
  onLimit,
}: {
  page: number;
  limit: number;
  total: number;
  sums: Record<string, number>;
  onPage: (p: number) => void;
  onLimit: (n: number) => void;
}) {
  const { t } = useDebitWords();
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <div className="db-pager" role="navigation" aria-label={t('Pages')}>
      <SumsText sums={sums} />
      <label className="db-size">
        {t('Rows')}
        <select aria-label={t('Rows per page')} value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
          {DEBIT_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="db-range" data-testid="page-range">
        {t('{{from}}–{{to}} of {{total}}', { from, to, total })}
      </span>
      <IonButton
        fill="clear"
        size="small"
        aria-label={t('Previous page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={chevronBack} />
      </IonButton>
      <span className="db-page">
        {page} / {pages}
      </span>
      <IonButton
        fill="clear"
        size="small"
        aria-label={t('Next page')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={chevronForward} />
      </IonButton>
    </div>
  );
}
