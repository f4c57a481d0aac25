import type { StaffRow } from '../../../domain/acc-staff';
import type { Selection } from '../../ui/use-selection';
import { VirtualCards } from '../../ui/VirtualCards';
import { moneyText, MONEY_KEYS } from './staff-columns';
import { useT } from '../../lib/i18n';

type T = ReturnType<typeof useT<'staff'>>;
const CURRENCY = { owesVND: 'VND', owesUSD: 'USD', overVND: 'VND', overUSD: 'USD' } as const;

/** "Owes 150,000 VND · Over 2.50 USD": the amounts set on a row. */
function amounts(t: T, r: StaffRow): string {
  return MONEY_KEYS.filter((k) => r[k])
    .map((k) => {
      const amount = moneyText(k, r[k]);
      const currency = CURRENCY[k];
      return k.startsWith('owes')
        ? t('Owes {{amount}} {{currency}}', { amount, currency })
        : t('Over {{amount}} {{currency}}', { amount, currency });
    })
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
  const t = useT('staff');
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
            aria-label={t('Open {{name}} {{date}}', { name: r.name || t('new row'), date: r.date })}
          >
            <div className="rc-card-top">
              <span className="rc-kind">{r.date || '–'}</span>
              {r.invoice && <span className="rc-room">{t('HI {{invoice}}', { invoice: r.invoice })}</span>}
              <span className="rc-room staff-dept">{r.department}</span>
            </div>
            <div className="staff-name">{r.name || t('No name')}</div>
            <div className="rc-line">{r.mistake || t('No mistake written yet')}</div>
            {amounts(t, r) && <div className="rc-line staff-owes">{amounts(t, r)}</div>}
            {r.processing && <div className="rc-line sb-muted">{r.processing}</div>}
          </button>
          {edit && (
            <input
              type="checkbox"
              className="rc-check"
              aria-label={t('Select {{name}}', { name: r.name || t('new row') })}
              checked={selection.selected.has(r.ID)}
              onChange={() => selection.toggle(r.ID)}
            />
          )}
        </>
      )}
    </VirtualCards>
  );
}
