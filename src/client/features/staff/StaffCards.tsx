import type { StaffRow } from '../../../domain/acc-staff';
import type { Selection } from '../../ui/use-selection';
import { VirtualCards } from '../../ui/VirtualCards';
import { moneyText, MONEY_KEYS } from './staff-columns';

const LABELS = { owesVND: 'Owes', owesUSD: 'Owes', overVND: 'Over', overUSD: 'Over' } as const;
const CURRENCY = { owesVND: 'VND', owesUSD: 'USD', overVND: 'VND', overUSD: 'USD' } as const;

/** "Owes 150,000 VND · Over 2.50 USD": the amounts set on a row. */
function amounts(r: StaffRow): string {
  return MONEY_KEYS.filter((k) => r[k])
    .map((k) => `${LABELS[k]} ${moneyText(k, r[k])} ${CURRENCY[k]}`)
    .join(' · ');
}

/** Phones: one card per mistake, virtualised (only the cards in view are in the DOM); a tap opens the row. */
export function StaffCards({
  rows,
  edit,
  selection,
  onOpen,
  focusRow,
}: {
  rows: StaffRow[];
  edit: boolean;
  selection: Selection;
  onOpen: (id: string) => void;
  focusRow: string | null;
}) {
  return (
    <VirtualCards
      items={rows}
      keyOf={(r) => r.ID}
      estimate={104}
      testId="staff-cards"
      cardTestId="staff-card"
      cardClass={(r) => `rc-card ${selection.selected.has(r.ID) ? 'selected' : ''}`}
      focusKey={focusRow}
    >
      {(r) => (
        <>
          <button
            type="button"
            className="rc-card-body"
            onClick={() => onOpen(r.ID)}
            aria-label={`Open ${r.name || 'new row'} ${r.date}`}
          >
            <div className="rc-card-top">
              <span className="rc-kind">{r.date || '–'}</span>
              {r.invoice && <span className="rc-room">HI {r.invoice}</span>}
              <span className="rc-room staff-dept">{r.department}</span>
            </div>
            <div className="staff-name">{r.name || 'No name'}</div>
            <div className="rc-line">{r.mistake || 'No mistake written yet'}</div>
            {amounts(r) && <div className="rc-line staff-owes">{amounts(r)}</div>}
            {r.processing && <div className="rc-line sb-muted">{r.processing}</div>}
          </button>
          {edit && (
            <input
              type="checkbox"
              className="rc-check"
              aria-label={`Select ${r.name || 'new row'}`}
              checked={selection.selected.has(r.ID)}
              onChange={() => selection.toggle(r.ID)}
            />
          )}
        </>
      )}
    </VirtualCards>
  );
}
