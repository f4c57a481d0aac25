import { IonSearchbar } from '@ionic/react';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import './report.css';

import { useT } from '../lib/i18n';

/** A search over rows already loaded: debounced 200 ms (spec 1), with the count of rows it leaves. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  shown,
  total,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  shown: number;
  total: number;
}) {
  const t = useT('common');
  return (
    <div className="sb-search">
      <IonSearchbar
        value={value}
        debounce={SEARCH_DEBOUNCE_MS}
        placeholder={placeholder}
        aria-label={t('Search rows')}
        inputmode="search"
        onIonInput={(e) => onSearch(String(e.detail.value ?? ''))}
        onIonClear={() => onSearch('')}
        showClearButton="always"
      />
      {value.trim() && (
        <span className="sb-search-count" role="status" data-testid="search-count">
          {t('{{shown}} of {{total}}', { shown, total })}
        </span>
      )}
    </div>
  );
}
