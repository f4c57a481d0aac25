import { DebitPage } from './DebitPage';
import { DEBIT_SCREENS } from './debit-screen';

/** /az_debit: the debit report (spec 1 section 2.5). */
export default function AzDebitPage() {
  return <DebitPage screen={DEBIT_SCREENS.az} />;
}
