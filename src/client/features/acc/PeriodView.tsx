import { IonLabel, IonSegment, IonSegmentButton, useIonRouter } from '@ionic/react';
import { useMemo, useState } from 'react';
import { splitDebitRows } from '../../../domain/debit';
import { rcColumns } from '../../../domain/rc-columns';
import { computeTotals } from '../../../domain/totals';
import { useT } from '../../lib/i18n';
import { ReportActions } from '../../ui/ReportActions';
import { CardList } from '../../ui/sheet/CardList';
import { SheetGrid } from '../../ui/sheet/SheetGrid';
import { TotalsBlock } from '../../ui/sheet/TotalsBlock';
import { versionHref } from './acc-modes';
import { NoteFilterDialog } from './NoteFilterDialog';
import { PeriodCards } from './PeriodCards';
import { periodColumns, periodRows, totalsOf, type PeriodData, type PeriodRow } from './period-rows';
import { SheetDialogs, type RowDialog } from './SheetDialogs';
import { useAccHiddenColumns } from '../../ui/sheet/use-acc-hidden-columns';
import type { ReportAction } from '../../ui/ReportActions';

const subClass = (r: PeriodRow | object) => ('isSub' in r && r.isSub ? 'acc-sub-row' : undefined);

/**
 * A month view: ACC SUM MONTH (each day's rows and its pink SUB row on tablets, or the SUB rows alone in the
 * lite views; the days as cards on phones) and ACC DEBIT AREA (the month's debit on sum), totals pinned.
 */
export function PeriodView({
  data,
  wide,
  role,
  actions,
}: {
  data: PeriodData;
  wide: boolean;
  role: number;
  /** The view's actions; `openFilter` opens FILTER WITH NOTE. */
  actions: (openFilter: () => void) => ReportAction[];
}) {
  const t = useT('acc');
  const router = useIonRouter();
  const [tab, setTab] = useState<'month' | 'debit'>('month');
  const [dialog, setDialog] = useState<RowDialog>({ kind: null });
  const [dialogOf, setDialogOf] = useState<'month' | 'debit'>('month');
  const [filtering, setFiltering] = useState(false);
  const [hidden, setHidden] = useAccHiddenColumns();
  const base = useMemo(() => rcColumns(data.branchId), [data.branchId]);
  const columns = useMemo(() => periodColumns(base, data.lite, t), [base, data.lite, t]);
  const rows = useMemo(() => periodRows(data.days), [data.days]);
  const [paidTab, setPaidTab] = useState<'debit' | 'paid'>('debit');
  const split = useMemo(() => splitDebitRows(data.debit?.content ?? []), [data.debit]);
  const debitRows = paidTab === 'paid' ? split.paid : split.unpaid;
  const monthTotals = useMemo(() => totalsOf(data.totals, data.period), [data.totals, data.period]);
  // The debit area's totals are what its rows hold (running totals leave debit rows out; here they are the point).
  const debitTotals = useMemo(
    () =>
      computeTotals(
        debitRows.map((r) => ({ ...r, action: '' })),
        data.period,
      ),
    [debitRows, data.period],
  );
  const openDay = (day: string, version: number) =>
    router.push(versionHref(data.branchId, day, version), 'forward', 'push');
  const openRow = (id: string) => {
    const r = rows.find((x) => x.ID === id);
    if (r?.isSub) return openDay(r.day, r.version);
    setDialogOf('month');
    setDialog({ kind: 'row', id });
  };
  const openDebitRow = (id: string) => {
    setDialogOf('debit');
    setDialog({ kind: 'row', id });
  };
  const gridProps = {
    branchId: data.branchId,
    role,
    editing: false,
    selected: new Set<string>(),
    onToggle: () => undefined,
    onChange: () => undefined,
    hidden,
    onHiddenChange: setHidden,
  };
  return (
    <>
      <ReportActions actions={actions(() => setFiltering(true))} label={t('Sum actions')} icons={wide} />
      <IonSegment
        value={tab}
        onIonChange={(e) => setTab(e.detail.value === 'debit' ? 'debit' : 'month')}
        className="acc-tabs"
      >
        <IonSegmentButton value="month">
          <IonLabel>{t('ACC SUM MONTH')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="debit">
          <IonLabel>{t('ACC DEBIT AREA')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {tab === 'debit' && (
        <IonSegment
          value={paidTab}
          onIonChange={(e) => setPaidTab(e.detail.value === 'paid' ? 'paid' : 'debit')}
          className="acc-tabs acc-subtabs"
        >
          <IonSegmentButton value="debit">
            <IonLabel>{t('DEBIT ({{n}})', { n: split.unpaid.length })}</IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="paid">
            <IonLabel>{t('PAID ({{n}})', { n: split.paid.length })}</IonLabel>
          </IonSegmentButton>
        </IonSegment>
      )}
      <div className="rc-body">
        {tab === 'month' ? (
          wide ? (
            <SheetGrid
              {...gridProps}
              rows={rows}
              columns={columns}
              onOpen={openRow}
              alwaysShown={['day']}
              rowClass={data.lite ? undefined : subClass}
            />
          ) : (
            <PeriodCards days={data.days} columns={base} onOpen={(d) => openDay(d.day, d.version)} />
          )
        ) : wide ? (
          <SheetGrid {...gridProps} rows={debitRows} columns={base} onOpen={openDebitRow} />
        ) : (
          <CardList
            rows={debitRows}
            columns={base}
            branchId={data.branchId}
            onOpen={openDebitRow}
            selected={new Set()}
            emptyText={t('No debit on sum for this month.')}
          />
        )}
      </div>
      {tab === 'month' ? (
        <TotalsBlock totals={monthTotals} columns={base} rows={[]} compact={!wide} label={t('Month totals')} />
      ) : (
        <TotalsBlock totals={debitTotals} columns={base} rows={debitRows} compact={!wide} label={t('Debit totals')} />
      )}
      <SheetDialogs
        dialog={dialog}
        setDialog={setDialog}
        rows={dialogOf === 'debit' ? debitRows : rows}
        columns={base}
        branchId={data.branchId}
        role={role}
        editing={false}
        selected={new Set()}
        onChangeRow={() => undefined}
        onDeleteRow={() => undefined}
        onStyle={() => undefined}
      />
      <NoteFilterDialog
        open={filtering}
        branchId={data.branchId}
        period={data.period}
        onClose={() => setFiltering(false)}
      />
    </>
  );
}
