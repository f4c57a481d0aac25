import type { ReportLine } from '../../../contract/view-report';
import { CURRENCY_DECIMALS, formatNumber, type Currency } from '../../../domain/money';
import type { Catalogs } from '../../../locales/catalogs';
import { useT } from '../../lib/i18n';
import { VirtualCards } from '../../ui/VirtualCards';

const money = (l: ReportLine) =>
  `${formatNumber(l.amount, CURRENCY_DECIMALS[l.currency as Currency] ?? 0)} ${l.currency}`;
const invoice = (l: ReportLine) => [l.hi && `HI ${l.hi}`, l.si && `SI ${l.si}`].filter(Boolean).join(' · ');
const HEADINGS = ['Day', 'Invoice', 'Name', 'Company', 'Room', 'Action', 'State', 'Amount', 'Note'] as const;
/** A line's state (Debit, Paid, Non Paid, Delete): data whose English is the catalog's key. */
type ViewText = keyof Catalogs['view-report'];

/** The report's lines read-only: a table on tablets, cards on phones. */
export function ReportLines({ lines, wide }: { lines: ReportLine[]; wide: boolean }) {
  const t = useT('view-report');
  const state = (l: ReportLine) => t(l.paid as ViewText);
  if (wide)
    return (
      <div className="vr-table-wrap">
        <table className="vr-table" data-testid="vr-table">
          <thead>
            <tr>
              {HEADINGS.map((h) => (
                <th key={h} scope="col">
                  {t(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i}>
                <td>{l.day}</td>
                <td>{invoice(l)}</td>
                <td>{l.name}</td>
                <td>{l.company}</td>
                <td>{l.room}</td>
                <td>{l.action}</td>
                <td>{state(l)}</td>
                <td className="vr-n">{money(l)}</td>
                <td>{l.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <VirtualCards
      items={lines.map((l, i) => ({ ...l, key: String(i) }))}
      keyOf={(l) => l.key}
      estimate={110}
      testId="vr-cards"
      cardTestId="vr-card"
      className="rc-cards"
      cardClass={() => 'vr-card'}
    >
      {(l) => (
        <div className="vr-card-body">
          <div className="vr-card-head">
            <strong>{l.name || '—'}</strong>
            <span>{money(l)}</span>
          </div>
          <div className="vr-card-line">
            {l.day} · {invoice(l)} {l.room && t('· room {{room}}', { room: l.room })}
          </div>
          <div className="vr-card-line">
            {l.action} · <b>{state(l)}</b> {l.company && `· ${l.company}`}
          </div>
          {l.note && <div className="vr-card-line">{l.note}</div>}
        </div>
      )}
    </VirtualCards>
  );
}
