import { useMemo } from 'react';
import { accApi } from '../../../contract/acc';
import { accCostApi } from '../../../contract/acc-cost';
import { WAITING_LOAD_ERROR } from '../../../domain/acc-rules';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { SumDoc, SumKey, SumWork } from '../../lib/document/day-sum';
import { viewOf } from '../../lib/document/draft-envelope';
import { tr } from '../../lib/i18n';
import { useDocument, type DocumentState } from '../../lib/document/use-document';
import { getDebitOnSum, saveDebitOnSum } from './acc-api';
import { accDayDefinition } from './acc-document';
import { getWaiting, saveWaiting } from './acc-more-api';
import { monthDefinition, type MonthDoc, type MonthKey, type MonthSpec } from './month-document';

const blank: SumWork = { rows: [], maker: '', note: '' };

/** The day's accountant sum being viewed or edited (the generic versioned-document hook). */
export function useAccDay() {
  const def = useMemo(() => accDayDefinition(), []);
  return useDocument(def, blank);
}
export type AccDayState = DocumentState<SumKey, SumDoc, SumWork, InvoiceRow>;

// The two monthly documents; their texts in the user's language when the screen makes them.
const debitSpec = (t = tr('acc')): MonthSpec => ({
  kind: 'accdebit',
  label: t('Debit on Sum'),
  thing: t('this debit on sum'),
  loading: t('Loading the debit on sum'),
  mode: 'debit',
  fetch: (k) => getDebitOnSum(k.branch, k.month),
  save: (d, body) => saveDebitOnSum(d.branch, d.month, body),
  view: (k) => viewOf(accApi.getDebitOnSum, { branchId: k.branch, month: k.month }),
  context: 'debit',
  loadStage: t('Load Debit'),
});
const waitingSpec = (t = tr('acc')): MonthSpec => ({
  kind: 'accwaiting',
  label: t('Waiting list'),
  thing: t('this waiting list'),
  loading: t('Loading the waiting list'),
  mode: 'waiting',
  fetch: (k) => getWaiting(k.branch, k.month),
  save: (d, { maker: _maker, ...body }) => saveWaiting(d.branch, d.month, body),
  view: (k) => viewOf(accCostApi.takeData, { branchId: k.branch, date: `${k.month}-01` }),
  context: 'sum',
  loadStage: t('Load Data'),
  loadError: t(WAITING_LOAD_ERROR),
});

/** The month's debit on sum (load mode Debit on Sum). */
export function useAccDebit() {
  const def = useMemo(() => monthDefinition(debitSpec()), []);
  return useDocument(def, blank);
}
/** The month's waiting list (load mode Waiting). */
export function useAccWaiting() {
  const def = useMemo(() => monthDefinition(waitingSpec()), []);
  return useDocument(def, blank);
}
export type AccMonthState = DocumentState<MonthKey, MonthDoc, SumWork, InvoiceRow>;
