import { IonFab, IonFabButton, IonIcon } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useMemo, useState, type ReactNode } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { computeTotals } from '../../../domain/totals';
import type { SaveState } from '../../lib/document/save-state';
import { useT } from '../../lib/i18n';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import { SaveStatus } from '../../ui/SaveStatus';
import { SearchBox } from '../../ui/SearchBox';
import { CardList } from '../../ui/sheet/CardList';
import { SheetGrid } from '../../ui/sheet/SheetGrid';
import { TotalsBlock } from '../../ui/sheet/TotalsBlock';
import { useRowFilter } from '../../ui/sheet/use-row-filter';
import { useAccHiddenColumns } from '../../ui/sheet/use-acc-hidden-columns';
import type { Selection } from './use-selection';

/** The maker field's label by role (domain/versions reportMakerLabel). */
export type MakerLabel = 'Acc Branch' | 'Acc Leader';

/** What the sheet needs of a document being edited (the day sum, the debit on sum, the waiting list). */
export interface SheetDoc {
  work: { rows: InvoiceRow[]; maker: string };
  restored: boolean;
  saveStatus: SaveState;
  saveText: string;
  patch(fields: { maker?: string }): void;
  updateRow(id: string, p: Partial<InvoiceRow>): void;
  addRow(): string;
}

/**
 * The rows of an accountant document: its actions, the maker, a row search, the grid (tablets) or the
 * virtualised cards (phones) with the totals pinned below, and + to add a row on phones.
 */
export function AccSheet({
  sheet,
  editing,
  wide,
  role,
  branchId,
  day,
  columns,
  actions,
  makerLabel,
  selection,
  onOpenRow,
  countAll,
  children,
}: {
  sheet: SheetDoc;
  editing: boolean;
  wide: boolean;
  role: number;
  branchId: number;
  day: string;
  columns: RcColumn[];
  /** The document's actions; `addRow` adds a row and brings it into view (Add New Row). */
  actions: (addRow: () => void) => ReportAction[];
  /** The maker field's label ("Acc Branch", "Acc Leader", translated); none when the document has no maker. */
  makerLabel?: string;
  selection: Selection;
  onOpenRow: (id: string) => void;
  /** Totals of every row (a debit area: running totals would leave its debit rows out). */
  countAll?: boolean;
  children?: ReactNode;
}) {
  const t = useT('acc');
  const rowsAll = sheet.work.rows;
  const filter = useRowFilter(rowsAll, selection.setSelected);
  const [hidden, setHidden] = useAccHiddenColumns();
  const [added, setAdded] = useState<string | null>(null);
  const totals = useMemo(
    () => computeTotals(countAll ? rowsAll.map((r) => ({ ...r, action: '' })) : rowsAll, day),
    [rowsAll, day, countAll],
  );
  const rows = filter.visible;
  const addRow = () => {
    filter.setQuery('');
    const id = sheet.addRow();
    setAdded(id);
    if (!wide) onOpenRow(id);
  };
  return (
    <>
      <ReportActions actions={actions(addRow)} label={t('Sum actions')} icons={wide}>
        {editing && <SaveStatus state={sheet.saveStatus} text={sheet.saveText} />}
      </ReportActions>
      {sheet.restored && (
        <p className="rc-banner" role="status">
          {t('Restored your unsaved changes from this device.')}
        </p>
      )}
      {editing && makerLabel && (
        <label className="rc-maker">
          <span>{makerLabel}</span>
          <input
            aria-label={t('Maker')}
            value={sheet.work.maker}
            maxLength={60}
            placeholder={t('Name of the person who makes the sum')}
            onChange={(e) => sheet.patch({ maker: e.target.value })}
          />
        </label>
      )}
      {children}
      {rowsAll.length > 0 && (
        <SearchBox
          value={filter.query}
          onSearch={filter.setQuery}
          placeholder={t('Name, room, HI/SI, company, note')}
          shown={rows.length}
          total={rowsAll.length}
        />
      )}
      <div className={`rc-body ${editing && !wide ? 'rc-with-fab' : ''}`}>
        {filter.filtering && rows.length === 0 && (
          <p className="rc-empty" role="status">
            {t('No row matches “{{query}}”.', { query: filter.query.trim() })}
          </p>
        )}
        {wide ? (
          rows.length > 0 || !filter.filtering ? (
            <SheetGrid
              rows={rows}
              columns={columns}
              branchId={branchId}
              role={role}
              editing={editing}
              selected={selection.selected}
              onToggle={selection.toggle}
              onChange={sheet.updateRow}
              onOpen={onOpenRow}
              focusRow={added}
              hidden={hidden}
              onHiddenChange={setHidden}
            />
          ) : null
        ) : (
          <CardList
            rows={rows}
            columns={columns}
            branchId={branchId}
            onOpen={onOpenRow}
            selected={selection.selected}
            onToggle={editing ? selection.toggle : undefined}
            focusRow={added}
            emptyText={editing ? t('No row yet. Add one with the + button.') : t('No row.')}
            picture
          />
        )}
        {editing && !wide && (
          <IonFab vertical="bottom" horizontal="end">
            <IonFabButton aria-label={t('Add New Row')} onClick={addRow}>
              <IonIcon aria-hidden="true" icon={add} />
            </IonFabButton>
          </IonFab>
        )}
      </div>
      <TotalsBlock totals={totals} columns={columns} rows={rowsAll} compact={!wide} />
    </>
  );
}
