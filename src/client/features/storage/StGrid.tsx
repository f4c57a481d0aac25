import type { StorageItem } from '../../../contract/storage';
import { COLUMN_LABELS, IN_OUT_COLUMNS, type InOutColumn } from '../../../domain/storage';
import { weekdayOf } from '../../lib/i18n/format';
import { useT } from '../../lib/i18n';
import { formatNumber } from '../../../domain/money';
import { cellId, outTotal, shownDay, type Shown, type StKey } from './st-view';
import { QtyInput } from './StCellEditor';
import { cellDay, GridCell } from '../../ui/GridCell';
import { useDayScroll } from '../../ui/use-day-scroll';

export type View = 'lite' | 'full';
type Item = StorageItem & { dirty: boolean };
const n = (v: number | undefined) => (v ? formatNumber(v, 2) : '');

/**
 * Tablets: the tab's items down the side (id, commodity, unit, stock; sticky) and a column group per day:
 * Lite view In and Out (T), a tap opens the day's editor; Full view the In, Room, KC, MS, RT and Other
 * fields to type in, and T.
 */
export function StGrid({
  branchId,
  month,
  days,
  items,
  shown,
  view,
  canEdit,
  onItem,
  onCell,
}: {
  branchId: number;
  month: string;
  days: number;
  items: Item[];
  shown: Shown;
  view: View;
  canEdit: boolean;
  onItem: (itemId: string) => void;
  onCell: (itemId: string, day: number) => void;
}) {
  const t = useT('storage');
  const column = (c: InOutColumn) => t(COLUMN_LABELS[c] as StKey);
  const cols: (InOutColumn | 'T')[] = view === 'lite' ? ['in', 'T'] : [...IN_OUT_COLUMNS, 'T'];
  const dayList = Array.from({ length: days }, (_, i) => i + 1);
  const wrap = useDayScroll(branchId, month);
  return (
    <div className="st-grid-wrap" data-testid="st-grid" ref={wrap}>
      <table className={`st-grid ${view}`}>
        <thead>
          <tr>
            <th className="st-fix st-id" rowSpan={2}>
              {t('Id')}
            </th>
            <th className="st-fix st-name" rowSpan={2}>
              {t('Commodity')}
            </th>
            <th className="st-fix st-unit" rowSpan={2}>
              {t('Unit')}
            </th>
            <th className="st-fix st-stock" rowSpan={2}>
              {t('Stock')}
            </th>
            {dayList.map((d) => (
              <th key={d} colSpan={cols.length} className="st-day" data-day={d}>
                {weekdayOf(month, d)} {d}
              </th>
            ))}
          </tr>
          <tr className="st-cols">
            {dayList.map((d) =>
              cols.map((c) => (
                <th key={`${d}-${c}`} className={c === 'in' ? 'st-day-start' : undefined}>
                  {c === 'T' ? (view === 'lite' ? t('Out') : t('T')) : column(c)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.itemId} data-item={i.itemId} className={i.dirty ? 'dirty' : undefined}>
              <th className="st-fix st-id">
                <button
                  type="button"
                  className="st-link"
                  onClick={() => onItem(i.itemId)}
                  aria-label={t('Edit item {{id}}', { id: i.itemId })}
                >
                  {i.itemId}
                </button>
              </th>
              <th className="st-fix st-name">{i.name}</th>
              <td className="st-fix st-unit">{i.unit}</td>
              <td className="st-fix st-stock" data-testid={`st-stock-${i.itemId}`}>
                {formatNumber(i.stock, 2)}
              </td>
              {dayList.map((d) => {
                const day = shownDay(shown, i.itemId, d);
                return cols.map((c) => {
                  const cls = c === 'in' ? 'st-day-start' : undefined;
                  if (c === 'T')
                    return (
                      <td key={`${d}-T`} className="st-t" data-testid={`st-out-${i.itemId}-${d}`}>
                        {n(outTotal(day))}
                      </td>
                    );
                  if (view === 'full' && canEdit)
                    return (
                      <td key={`${d}-${c}`} className={cls}>
                        <QtyInput
                          id={cellId(i.itemId, d, c)}
                          label={t('{{id}} day {{day}} {{column}}', { id: i.itemId, day: d, column: column(c) })}
                          shown={shown}
                        />
                      </td>
                    );
                  return (
                    <GridCell
                      key={`${d}-${c}`}
                      className={cls}
                      testId={`st-cell-${i.itemId}-${d}-${c}`}
                      name={`${i.name}, ${column(c)}, ${cellDay(month, d)}`}
                      value={n(day[c])}
                      onOpen={() => onCell(i.itemId, d)}
                    />
                  );
                });
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
