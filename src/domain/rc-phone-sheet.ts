// The phone's row sheet: the columns of rc-columns.ts regrouped so the fields a receptionist changes most
// come first (user test: Action and Company sat after 16 package fields) and the packages come last, folded.
import { PAY_GROUPS, type RcColumn } from './rc-columns';

export interface SheetSection {
  title: string;
  columns: RcColumn[];
  /** Folded until opened (the package counts). */
  folded: boolean;
}

/** The first section, in this order: who, where, when, what happened to the invoice, then the invoice numbers. */
export const FIRST_FIELDS = ['name', 'room', 'checkin', 'checkout', 'action', 'company', 'HI', 'SI'] as const;

/** Fields given the sheet's whole width (free text); numbers and dates go two to a line. */
export function fullWidth(c: Pick<RcColumn, 'kind' | 'key'>): boolean {
  return c.kind === 'text' && c.key !== 'room' && c.key !== 'HI' && c.key !== 'SI' && c.key !== 'exp_rate_type';
}

/** The sections of the sheet: Guest, Payments, Hotel, SERVICE, Expense, then Packages folded; empty ones left out. */
export function phoneSheetSections(columns: readonly RcColumn[]): SheetSection[] {
  const first = FIRST_FIELDS as readonly string[];
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const rest = columns.filter((c) => !first.includes(c.key));
  const sections: SheetSection[] = [
    { title: 'Guest', columns: first.flatMap((k) => byKey.get(k) ?? []), folded: false },
    { title: 'Payments', columns: rest.filter((c) => PAY_GROUPS.includes(c.group)), folded: false },
    { title: 'Hotel', columns: rest.filter((c) => c.group === 'Hotel' || c.group === 'Guest'), folded: false },
    { title: 'SERVICE', columns: rest.filter((c) => c.group === 'SERVICE'), folded: false },
    { title: 'Expense', columns: rest.filter((c) => c.group === 'Expense'), folded: false },
    { title: 'Packages', columns: rest.filter((c) => c.group === 'Packages'), folded: true },
  ];
  return sections.filter((s) => s.columns.length > 0);
}
