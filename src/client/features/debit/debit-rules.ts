import type { DebitLine } from '../../../contract/debit';
import { readableText } from '../../../domain/contrast';
import { mayTransition, validFrom, type DebitTransition } from '../../../domain/debit';
import { ROLE } from '../../../domain/roles';
import { DEBIT_PURPLE } from '../../../domain/row-style';

// What a role may do with a line (domain/debit.ts), and how its state looks.
const TRANSITIONS: readonly DebitTransition[] = ['paid', 'nonPaid', 'debit', 'delete'];

/** The actions of a line's sheet: those the role may take from the line's state. */
export function sheetActions(role: number, line: Pick<DebitLine, 'paid' | 'action'>): DebitTransition[] {
  return TRANSITIONS.filter((t) => mayTransition(role, t, line.action) && validFrom(t, line.paid));
}

/**
 * The '(Action ?)' link (spec 1 section 2.6): the accountant sees it on Debit rows, to confirm paid; other
 * roles on Paid rows they may return to Debit.
 */
export function actionLink(role: number, line: Pick<DebitLine, 'paid' | 'action'>): DebitTransition | null {
  if (role === ROLE.ACCOUNTANT)
    return line.paid === 'Debit' && mayTransition(role, 'paid', line.action) ? 'paid' : null;
  return line.paid === 'Paid' && mayTransition(role, 'debit', line.action) ? 'debit' : null;
}

/** Debit violet (spec 1 section 4.1); Paid green, Non Paid orange, Delete grey (palette of spec 1 section 9). */
const FILL: Record<DebitLine['paid'], string> = {
  Debit: DEBIT_PURPLE,
  Paid: '#00B050',
  'Non Paid': '#FFC000',
  Delete: '#9E9E9E',
};

export function statusColours(paid: DebitLine['paid']): { background: string; color: string } {
  return { background: FILL[paid], color: readableText(FILL[paid]) };
}

export const TRANSITION_LABEL: Record<DebitTransition, string> = {
  paid: 'Paid',
  nonPaid: 'Non Paid',
  debit: 'Back to Debit',
  delete: 'Delete',
};
