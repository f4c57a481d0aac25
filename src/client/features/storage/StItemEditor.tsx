import type { StorageItem } from '../../../contract/storage';
import { ACC_FIELD, START_FIELD, STORAGE_UNITS } from '../../../domain/storage';
import { editItem } from './st-send';
import { cellId, type Shown } from './st-view';
import { QtyInput } from './StCellEditor';
import { DoneSheet } from '../../ui/DoneSheet';
import { useT } from '../../lib/i18n';

/** The item edit: commodity name and unit, the month's start stock; the accountant's count for accounting. */
export function StItemEditor({
  item,
  shown,
  canEdit,
  canCount,
  onClose,
}: {
  item: (StorageItem & { dirty: boolean }) | null;
  shown: Shown;
  canEdit: boolean;
  canCount: boolean;
  onClose: () => void;
}) {
  const t = useT('storage');
  return (
    <DoneSheet
      isOpen={!!item}
      onClose={onClose}
      testId="st-item-editor"
      className="st-sheet"
      title={item && t('Item {{id}}', { id: item.itemId })}
    >
      {item && (
        <div className="st-editor">
          <label className="st-editor-row">
            <span>{t('Commodity')}</span>
            <input
              className="st-input wide"
              defaultValue={item.name}
              disabled={!canEdit}
              maxLength={100}
              onBlur={(e) => {
                const name = e.target.value.trim();
                if (name && name !== item.name) editItem(item.itemId, { name });
              }}
            />
          </label>
          <label className="st-editor-row">
            <span>{t('Unit')}</span>
            <select
              className="st-input"
              value={item.unit}
              disabled={!canEdit}
              onChange={(e) => editItem(item.itemId, { unit: e.target.value })}
            >
              {[...new Set([...STORAGE_UNITS, item.unit])].map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </label>
          <label className="st-editor-row">
            <span>{t("Stock at the month's start")}</span>
            <QtyInput
              id={cellId(item.itemId, 0, START_FIELD)}
              label={t('Start stock')}
              shown={shown}
              disabled={!canEdit}
            />
          </label>
          <label className="st-editor-row">
            <span>{t("Accountant's count")}</span>
            <QtyInput
              id={cellId(item.itemId, 0, ACC_FIELD)}
              label={t("Accountant's count")}
              shown={shown}
              disabled={!canCount}
            />
          </label>
        </div>
      )}
    </DoneSheet>
  );
}
