import { IonFab, IonFabButton, IonIcon } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useAtomValue } from '../../state/store';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { branchById } from '../../../domain/branches';
import { selectionCheck } from '../../../domain/debit';
import { ROLE, type Role } from '../../../domain/roles';
import { RC_VERSION_ROLES, RC_WRITE_ROLES, mayEditCharges } from '../../../domain/rc-roles';
import { computeTotals } from '../../../domain/totals';
import { rcColumns } from '../../../domain/rc-columns';
import { ACTION_CHOICES } from '../../../domain/row-fields';
import { NULL_DAY } from '../../../domain/messages';
import { useLiveDoc } from '../../lib/live/live';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useRooms } from '../../lib/lookups';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { userAtom } from '../../state/session';
import { DayReportToolbar } from '../../ui/DayReportToolbar';
import { SearchBox } from '../../ui/SearchBox';
import { ActionBar } from './ActionBar';
import { SumDialogs, type DialogState } from './SumDialogs';
import { SumEmpty } from './SumEmpty';
import { CardList } from '../../ui/sheet/CardList';
import { SheetGrid } from '../../ui/sheet/SheetGrid';
import { TotalsBlock } from '../../ui/sheet/TotalsBlock';
import { useHiddenColumns } from '../../ui/sheet/use-hidden-columns';
import { useRowFilter } from '../../ui/sheet/use-row-filter';
import { useDayReport } from '../../ui/use-day-report';
import { useSelection } from '../../ui/use-selection';
import { useRcSum } from './use-rc-sum';
import { useSumCommands } from './use-sum-commands';
import '../../ui/sheet/sheet.css';
import './rc.css';

/** /reception_sum and /reception_sum/:branchReport/:dayReport/:versionReport (spec 2 section 2.1). */
export default function ReceptionSumPage() {
  const t = useT('rc');
  const user = useAtomValue(userAtom);
  const wide = useWide();
  const role = (user?.role ?? ROLE.RECEPTION) as Role;
  const sum = useRcSum(role, user?.settings.makerName ?? '');
  const selection = useSelection();
  const { selected } = selection;
  const { choice, day, load, picker } = useDayReport(sum, '/reception_sum', role, selection.clear);
  const [dialog, setDialog] = useState<DialogState>({ kind: null });
  const [added, setAdded] = useState<string | null>(null);
  // ?row=<id>: FIND INVOICE opened this sum for one of its rows, shown once the sum is loaded.
  const wanted = new URLSearchParams(useLocation().search).get('row');
  const { doc, work } = sum;
  const columns = useMemo(() => rcColumns(doc?.branch ?? choice.branch), [doc?.branch, choice.branch]);
  const totals = useMemo(() => computeTotals(work.rows, doc?.day ?? day), [work.rows, doc?.day, day]);

  // Someone else sent this sum or had an edit request on it answered: shown at once (unsaved work stays).
  useLiveDoc('rc', doc ? { branch: doc.branch, period: doc.day } : null, user?.id, (e) => {
    if (doc && !sum.dirty && sum.status.kind === 'ready') load(doc.branch, doc.day);
    else if (e) toast(t('{{who}} changed this sum: reload to see it', { who: e.by }), 'warning');
  });

  const filter = useRowFilter(work.rows, selection.setSelected);
  const [hidden, setHidden] = useHiddenColumns('rc');
  useEffect(() => {
    if (wanted && work.rows.some((r) => r.ID === wanted)) {
      filter.setQuery('');
      setAdded(wanted);
    }
  }, [wanted, work.rows, filter.setQuery]);
  const cmd = useSumCommands(sum, selection);
  const openRow = (id: string) => setDialog({ kind: 'row', id });
  const edit = !!doc?.edit && RC_WRITE_ROLES.includes(role);
  const branchId = doc?.branch ?? choice.branch;
  const code = branchById(branchId)?.code ?? '';
  const addRow = () => {
    filter.setQuery('');
    const id = sum.addRow();
    setAdded(id);
    if (!wide) openRow(id);
  };
  const rows = filter.visible;
  const rooms = useRooms(branchId && branchId !== user?.branchID ? branchId : undefined);

  const footer =
    doc && sum.status.kind === 'ready' ? (
      <TotalsBlock totals={totals} columns={columns} rows={work.rows} compact={!wide} />
    ) : undefined;
  return (
    <AppPage title={t('RC SUM')} fill footer={footer}>
      <datalist id="rc-actions">
        {ACTION_CHOICES.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <datalist id="rc-rooms">
        {rooms.map((r) => (
          <option key={r.number} value={r.number}>
            {r.type}
          </option>
        ))}
      </datalist>
      <DayReportToolbar
        {...picker}
        doc={doc}
        branchCode={code}
        status={sum.status}
        onVersions={() => setDialog({ kind: 'versions' })}
      />
      {sum.status.kind === 'empty' && (
        <SumEmpty msg={sum.status.msg} code={sum.status.code} onVersions={() => setDialog({ kind: 'versions' })} />
      )}
      {sum.status.kind === 'idle' && <p className="rc-empty">{t('Pick the branch and the date, then Load Data.')}</p>}
      {doc && sum.status.kind === 'ready' && (
        <>
          <ActionBar
            edit={edit}
            wide={wide}
            saving={sum.saving}
            dirty={sum.dirty}
            draft={{ state: sum.saveStatus, text: sum.saveText }}
            selectedCount={selected.size}
            a={{
              save: cmd.confirmSave,
              send: cmd.confirmSend,
              invoiceOnDate: () => {
                void cmd.invoiceOnDate();
              },
              find: () => setDialog({ kind: 'find' }),
              add: addRow,
              remove: cmd.confirmDelete,
              style: mayEditCharges(role)
                ? () => {
                    const msg = selectionCheck([...selected]);
                    if (msg) sum.notice(t(msg as 'No item selected'));
                    else setDialog({ kind: 'style' });
                  }
                : undefined,
              requestEdit: RC_VERSION_ROLES.includes(role) ? cmd.confirmNewVersion : cmd.confirmRequestEdit,
              printTotal: () => setDialog({ kind: 'print', sheet: 'total' }),
              printSum: () => setDialog({ kind: 'print', sheet: 'sum' }),
            }}
          />
          {sum.restored && (
            <p className="rc-banner" role="status">
              {t('Restored your unsaved changes from this device.')}
            </p>
          )}
          {edit && (
            <label className="rc-maker">
              <span>{t('Maker')}</span>
              <input
                aria-label={t('Maker')}
                value={work.maker}
                maxLength={60}
                placeholder={t('Name of the person who makes the sum')}
                onChange={(e) => sum.patch({ maker: e.target.value })}
              />
            </label>
          )}
          {work.rows.length > 0 && (
            <SearchBox
              value={filter.query}
              onSearch={filter.setQuery}
              placeholder={t('Name, room, HI/SI, company')}
              shown={rows.length}
              total={work.rows.length}
            />
          )}
          <div className={`rc-body ${edit && !wide ? 'rc-with-fab' : ''}`}>
            {work.rows.length === 0 && wide && (
              <SumEmpty
                msg={NULL_DAY}
                code="NULL_DAY"
                edit={edit}
                onVersions={() => setDialog({ kind: 'versions' })}
                onAdd={addRow}
                onInvoiceOnDate={() => {
                  void cmd.invoiceOnDate();
                }}
              />
            )}
            {filter.filtering && rows.length === 0 && (
              <p className="rc-empty" role="status">
                {t('No row matches “{{query}}”.', { query: filter.query.trim() })}
              </p>
            )}
            {(rows.length > 0 || (!wide && !filter.filtering)) &&
              (wide ? (
                <SheetGrid
                  rows={rows}
                  columns={columns}
                  branchId={branchId}
                  role={role}
                  editing={edit}
                  selected={selected}
                  onToggle={selection.toggle}
                  onChange={sum.updateRow}
                  onOpen={openRow}
                  focusRow={added}
                  hidden={hidden}
                  onHiddenChange={setHidden}
                />
              ) : (
                <CardList
                  rows={rows}
                  columns={columns}
                  branchId={branchId}
                  onOpen={openRow}
                  selected={selected}
                  onToggle={edit ? selection.toggle : undefined}
                  focusRow={added}
                  picture
                />
              ))}
            {edit && !wide && (
              <IonFab vertical="bottom" horizontal="end">
                <IonFabButton aria-label={t('Add New Tab')} onClick={addRow}>
                  <IonIcon aria-hidden="true" icon={add} />
                </IonFabButton>
              </IonFab>
            )}
          </div>
        </>
      )}
      <SumDialogs
        dialog={dialog}
        setDialog={setDialog}
        sum={sum}
        columns={columns}
        totals={totals}
        role={role}
        selected={selected}
        // eslint-disable-next-line sumbook/no-literal-text -- the image's file name is made of it (HBT1_2026-05-01_v2_SUM.png)
        title={`${code} ${doc?.day ?? day} v${doc?.version ?? ''}`}
        pick={{ branch: choice.branch, day }}
      />
    </AppPage>
  );
}
