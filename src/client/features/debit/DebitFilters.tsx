import { IonIcon, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { SearchBox } from '../../ui/SearchBox';
import type { TypeChoice } from './debit-api';
import { useDebitWords } from './debit-text';

export type DebitTab = 'list' | 'aging';
const TYPES: TypeChoice[] = ['RC', 'ACC', 'ALL'];

/** Under the pickers: the debit-type radio, the search (on the server, 200 ms after typing), LIST / AGING. */
export function DebitFilters({
  type,
  onType,
  q,
  onSearch,
  counts,
  tab,
  onTab,
  onColumns,
}: {
  type: TypeChoice;
  onType: (t: TypeChoice) => void;
  q: string;
  onSearch: (q: string) => void;
  /** Lines found by the search, of the lines loaded without it. */
  counts: { shown: number; total: number };
  tab: DebitTab;
  onTab: (t: DebitTab) => void;
  /** Tablets: opens the column chooser. */
  onColumns?: () => void;
}) {
  const { t, w } = useDebitWords();
  return (
    <div className="db-filters">
      <div className="db-filter-row">
        <div className="db-types" role="radiogroup" aria-label={t('Debit type')}>
          {TYPES.map((k) => (
            <label key={k} className={k === type ? 'on' : undefined}>
              <input type="radio" name="debit-type" value={k} checked={k === type} onChange={() => onType(k)} />
              {w(k)}
            </label>
          ))}
        </div>
        <IonSegment
          value={tab}
          onIonChange={(e) => onTab(e.detail.value === 'aging' ? 'aging' : 'list')}
          className="db-tabs"
        >
          <IonSegmentButton value="list">
            <IonLabel>{t('LIST')}</IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="aging">
            <IonLabel>{t('AGING')}</IonLabel>
          </IonSegmentButton>
        </IonSegment>
        {onColumns && (
          <button
            type="button"
            className="rc-cols-btn"
            aria-label={t('Columns')}
            title={t('Columns')}
            onClick={onColumns}
          >
            <IonIcon aria-hidden="true" icon={optionsOutline} />
          </button>
        )}
      </div>
      {tab === 'list' && (
        <SearchBox
          value={q}
          onSearch={onSearch}
          placeholder={t('Search name, invoice, company, room, note')}
          shown={counts.shown}
          total={counts.total}
        />
      )}
    </div>
  );
}
