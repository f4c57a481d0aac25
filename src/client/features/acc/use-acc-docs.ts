import { useMemo } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { SumDoc, SumKey, SumWork } from '../../lib/document/day-sum';
import { useDocument, type DocumentState } from '../../lib/document/use-document';
import { accDayDefinition } from './acc-document';
import { debitDefinition, type DebitDoc, type DebitKey } from './debit-document';

const blank: SumWork = { rows: [], maker: '', note: '' };

/** The day's accountant sum being viewed or edited (the generic versioned-document hook). */
export function useAccDay() {
  const def = useMemo(() => accDayDefinition(), []);
  return useDocument(def, blank);
}
export type AccDayState = DocumentState<SumKey, SumDoc, SumWork, InvoiceRow>;

/** The month's debit on sum being edited. */
export function useAccDebit() {
  const def = useMemo(() => debitDefinition(), []);
  return useDocument(def, blank);
}
export type AccDebitState = DocumentState<DebitKey, DebitDoc, SumWork, InvoiceRow>;
