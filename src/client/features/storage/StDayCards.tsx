import type { StorageItem } from '../../../contract/storage';
import { weekdayOf } from '../../lib/i18n/format';
import { useT } from '../../lib/i18n';
import { formatNumber } from '../../../domain/money';
import { VirtualCards } from '../../ui/VirtualCards';
import { outTotal, shownDay, type Shown } from './st-view';

/** Phones: one card per day with the tab's items, their In and Out; a tap on an item opens its day editor. */
export function StDayCards({
  month,
  days,
  focusDay,
  items,
  shown,
  onCell,
}: {
  month: string;
  days: number;
  focusDay: number | null;
  items: StorageItem[];
  shown: Shown;
  onCell: (itemId: string, day: number) => void;
}) {
  const t = useT('storage');
  const list = Array.from({ length: days }, (_, i) => i + 1);
  return (
    <VirtualCards
      items={list}
      keyOf={(d) => String(d)}
      estimate={60 + items.length * 44}
      testId="st-cards"
      cardTestId="st-card"
      keyAttr="day"
      className="rc-cards"
      cardClass={() => 'st-card'}
      focusKey={focusDay ? String(focusDay) : null}
    >
      {(d) => (
        <div className="st-card-body">
          <strong>
            {weekdayOf(month, d)} {d}
          </strong>
          {items.map((i) => {
            const day = shownDay(shown, i.itemId, d);
            return (
              <button
                type="button"
                key={i.itemId}
                className="st-card-row"
                onClick={() => onCell(i.itemId, d)}
                data-testid={`st-card-${i.itemId}-${d}`}
              >
                <span className="st-card-name">{i.name}</span>
                <span>{t('In {{n}}', { n: formatNumber(day.in ?? 0, 2) })}</span>
                <span>{t('Out {{n}}', { n: formatNumber(outTotal(day), 2) })}</span>
              </button>
            );
          })}
        </div>
      )}
    </VirtualCards>
  );
}
