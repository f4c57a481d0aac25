import type { DebitBook } from '../../../domain/debit-query';
import { debitKey } from './debit-text';

// The three debit screens share one page; what differs is here (spec 1 sections 2.5, 2.6).
export type DebitScreenKind = 'az' | 'reception' | 'acc';

export interface DebitScreen {
  kind: DebitScreenKind;
  /** The top bar's title (a debit catalog key). */
  title: string;
  /** The screen's own address, without parameters (a wrong branch in the address goes back here). */
  route: string;
  /** /acc_debit: the accountant's book, its calls, loadBy and the DEBIT AREA / PAID AREA tables. */
  acc: boolean;
  /** The book the aging view totals. */
  book: DebitBook;
}

export const DEBIT_SCREENS: Record<DebitScreenKind, DebitScreen> = {
  az: { kind: 'az', title: debitKey('DEBIT'), route: '/az_debit', acc: false, book: 'rc' },
  reception: { kind: 'reception', title: debitKey('RC DEBIT'), route: '/reception_debit', acc: false, book: 'rc' },
  acc: { kind: 'acc', title: debitKey('ACC DEBIT'), route: '/acc_debit', acc: true, book: 'acc' },
};
