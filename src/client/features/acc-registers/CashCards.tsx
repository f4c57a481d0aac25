import type { CashRowOut } from '../../../contract/acc-cost';
import { CashCard } from '../../ui/cash/CashCard';
import { VirtualCards } from '../../ui/VirtualCards';

/** Phones: the register's rows as cards, virtualised (only the cards in view are in the DOM). */
export function CashCards({ rows, yen }: { rows: readonly CashRowOut[]; yen: boolean }) {
  return (
    <VirtualCards
      items={rows}
      keyOf={(r) => r.ID}
      estimate={96}
      testId="cash-cards"
      cardTestId="cash-card-slot"
      cardClass={() => 'reg-card-slot'}
    >
      {(r) => <CashCard row={r} yen={yen} />}
    </VirtualCards>
  );
}
