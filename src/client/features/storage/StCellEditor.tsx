import { COLUMN_LABELS, IN_OUT_COLUMNS, QTY_MAX, isQuantity } from '../../../domain/storage';
import { formatNumber } from '../../../domain/money';
import { typeCell } from './st-send';
import { cellId, outTotal, shownCell, shownDay, type Shown } from './st-view';
import { DoneSheet } from '../../ui/DoneSheet';
import { useT } from '../../lib/i18n';
import type { StKey } from './st-view';

/** A quantity field: a value goes to the draft when the field is left (invalid ones are marked, not kept). */
export function QtyInput({
  id,
  label,
  shown,
  disabled,
  placeholder,
}: {
  id: string;
  label: string;
  shown: Shown;
  disabled?: boolean;
  placeholder?: string;
}) {
  const t = useT('storage');
  const v = shownCell(shown, id);
  return (
    <input
      className="st-input"
      type="text"
      inputMode="decimal"
      aria-label={label}
      data-testid={`st-${id}`}
      disabled={disabled}
      placeholder={placeholder}
      defaultValue={v ? String(v) : ''}
      key={`${id}:${v ?? ''}`}
      onBlur={(e) => {
        const text = e.target.value.trim().replace(',', '.');
        const n = text === '' ? 0 : Number(text);
        if (!isQuantity(n)) {
          e.target.setCustomValidity(t('A quantity from 0 to {{max}}, at most 2 decimals', { max: QTY_MAX }));
          e.target.reportValidity();
          return;
        }
        e.target.setCustomValidity('');
        if (n !== (v ?? 0)) typeCell(id, n);
      }}
    />
  );
}

/** One item on one day: In, and Out to Room, KC, MS, RT and Other (T is their sum). */
export function StCellEditor({
  target,
  shown,
  canEdit,
  onClose,
}: {
  target: { itemId: string; name: string; day: number; month: string } | null;
  shown: Shown;
  canEdit: boolean;
  onClose: () => void;
}) {
  const t = useT('storage');
  return (
    <DoneSheet
      isOpen={!!target}
      onClose={onClose}
      testId="st-cell-editor"
      className="st-sheet"
      title={target && `${target.name} · ${target.month}-${String(target.day).padStart(2, '0')}`}
      doneTestId="st-editor-done"
    >
      {target && (
        <div className="st-editor">
          {IN_OUT_COLUMNS.map((f) => (
            <label key={f} className="st-editor-row">
              <span>{f === 'in' ? t('In') : t('Out: {{column}}', { column: t(COLUMN_LABELS[f] as StKey) })}</span>
              <QtyInput
                id={cellId(target.itemId, target.day, f)}
                label={t(COLUMN_LABELS[f] as StKey)}
                shown={shown}
                disabled={!canEdit}
              />
            </label>
          ))}
          <p className="st-editor-total">
            {t('T (out)')} <strong>{formatNumber(outTotal(shownDay(shown, target.itemId, target.day)), 2)}</strong>
          </p>
        </div>
      )}
    </DoneSheet>
  );
}
