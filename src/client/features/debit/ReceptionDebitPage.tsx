import { DebitPage } from './DebitPage';
import { DEBIT_SCREENS } from './debit-screen';

/** /reception_debit (+ /:branchDebit/:monthDebit and /:idDebit): debit for reception (spec 1 section 2.5). */
export default function ReceptionDebitPage() {
  return <DebitPage screen={DEBIT_SCREENS.reception} />;
}
