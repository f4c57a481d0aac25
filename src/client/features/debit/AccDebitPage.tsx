import { DebitPage } from './DebitPage';
import { DEBIT_SCREENS } from './debit-screen';

/** /acc_debit (+ /:branchReport/:yearReport/:monthReport): the accountant debit (spec 1 section 2.6). */
export default function AccDebitPage() {
  return <DebitPage screen={DEBIT_SCREENS.acc} />;
}
