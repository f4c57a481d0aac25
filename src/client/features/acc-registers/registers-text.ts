import { NO_MONTH_DATA, SELECT_AREA_BRANCH, SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { MISTAKE_BRANCH, MISTAKE_BRANCH_AREA } from '../../../domain/scope';
import type { useT } from '../../lib/i18n';

// The domain's texts these screens show, in the user's language: the refusals of the pick and of an address,
// a month without accountant sums (the comparison's msg), and the comparison's item names (domain/acc-comparison). Any other text (a server message, already
// translated) is shown as it is.
const KNOWN = [
  SELECT_AREA_BRANCH,
  SELECT_MONTH_VIEW,
  NO_MONTH_DATA,
  MISTAKE_BRANCH,
  MISTAKE_BRANCH_AREA,
  'Nights',
  'Amount',
  'Telephone',
  'Laundry',
  'Minibar',
  'Transfer',
  'Other hotel',
  'Dinning',
  'Other',
  'Sub',
  'Breakfast',
  'Sauna',
  'Massage',
  'Breakfast count',
  'Total debit',
] as const;

export type RegistersT = ReturnType<typeof useT<'acc-registers'>>;

export function registersText(t: RegistersT, text: string): string {
  return (KNOWN as readonly string[]).includes(text) ? t(text as (typeof KNOWN)[number]) : text;
}
