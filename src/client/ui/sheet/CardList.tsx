import './sheet.css';
import { useMemo } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatAmount, formatNumber } from '../../../domain/money';
import { cellValue, PAY_GROUPS, type RcColumn } from '../../../domain/rc-columns';
import { readableText } from '../../../domain/contrast';
import { actionHighlight, moneyLockReason } from '../../../domain/row-fields';
import { VirtualCards } from '../VirtualCards';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';

type T = ReturnType<typeof useT<'common'>>;

/** The guest payment columns of the report's table (cash, card and transfer). */
const payColumns = (columns: readonly RcColumn[]): RcColumn[] => columns.filter((c) => PAY_GROUPS.includes(c.group));

function payments(t: T, row: InvoiceRow, cols: readonly RcColumn[]): string {
  const parts: string[] = [];
  for (const c of cols) {
    const v = Number(cellValue(row, c.key));
    if (v) parts.push(`${knownLabel(t, c.label)} ${formatNumber(v, c.decimals)}`);
  }
  return parts.join(' · ');
}

/** The payment line: green when counted; on a debit, cancel or "paid at" row struck through and labelled "not counted". */
function PayLine({ row, cols }: { row: InvoiceRow; cols: readonly RcColumn[] }) {
  const t = useT('common');
  const text = payments(t, row, cols);
  const reason = lockText(t, moneyLockReason(row.action));
  if (!text) return <div className="rc-line rc-nopay">{t('No payment')}</div>;
  if (!reason) return <div className="rc-line rc-pay">{text}</div>;
  return (
    <div className="rc-line rc-pay-locked" title={reason}>
      <s>{text}</s>
      <span className="rc-not-counted">{t('not counted')}</span>
    </div>
  );
}

const dayText = (d: string) => d || '–';

/** Why a payment is not counted (domain/row-fields), in the user's language. */
export function lockText(t: T, reason: string | null): string | null {
  if (!reason) return null;
  const paidAt = /^paid at (.*)$/.exec(reason);
  return paidAt ? t('paid at {{where}}', { where: paidAt[1] }) : knownLabel(t, reason);
}

/** Phones: one card per invoice row, virtualised (only the cards in view are in the DOM). */
export function CardList({
  rows,
  columns,
  branchId,
  onOpen,
  selected,
  onToggle,
  focusRow,
  emptyText,
  picture = false,
}: {
  rows: InvoiceRow[];
  /** The report's columns: the card's payment line shows its cash and card columns. */
  columns: readonly RcColumn[];
  branchId: number;
  onOpen: (id: string) => void;
  selected: Set<string>;
  onToggle?: (id: string) => void;
  /** A row just added: scrolled into view. */
  focusRow?: string | null;
  /** Shown when there is no row. */
  emptyText?: string;
  /** The screen's main list: its picture is drawn at the next start before the app loads (VirtualCards). */
  picture?: boolean;
}) {
  const t = useT('common');
  const pay = useMemo(() => payColumns(columns), [columns]);
  return (
    <VirtualCards
      items={rows}
      keyOf={(r) => r.ID}
      estimate={112}
      testId="rc-cards"
      cardTestId="rc-card"
      picture={picture}
      cardClass={(r) => `rc-card ${selected.has(r.ID) ? 'selected' : ''}`}
      focusKey={focusRow}
      header={
        rows.length === 0 && (
          <p className="sb-muted rc-empty">{emptyText ?? t('No invoice yet. Add one with the + button.')}</p>
        )
      }
    >
      {(row) => {
        const hl = actionHighlight(row.action);
        const kind = row.SI ? 'SI' : 'HI';
        const purple = row.style.HI?.background || row.style.SI?.background;
        return (
          <>
            <button
              type="button"
              className="rc-card-body"
              onClick={() => onOpen(row.ID)}
              aria-label={t('Open {{kind}} {{number}} {{name}}', {
                kind,
                number: row.HI || row.SI || t('new'),
                name: row.name,
              })}
            >
              <div className="rc-card-top">
                <span
                  className={`rc-kind ${kind}`}
                  style={purple ? { background: purple, color: readableText(purple) } : undefined}
                >
                  {kind} {row.HI || row.SI || t('new')}
                </span>
                <span className="rc-room">{row.room ? t('Room {{room}}', { room: row.room }) : ''}</span>
                <strong className="rc-amount">{formatAmount(row.sub + row.serviceTotal, branchId)}</strong>
              </div>
              <div
                className="rc-name"
                style={row.style.Name?.color ? { color: readableText('#ffffff', row.style.Name.color) } : undefined}
              >
                {row.name || t('No name')}
              </div>
              <div className="rc-line">
                {row.checkin || row.checkout
                  ? t('{{checkin}} → {{checkout}} · {{count}} nights', {
                      checkin: dayText(row.checkin),
                      checkout: dayText(row.checkout),
                      count: row.nights,
                    })
                  : row.exp
                    ? t('Expense: {{expense}}', { expense: row.exp })
                    : t('Service')}
                {row.action && <span className={`rc-action ${hl ?? ''}`}>{row.action}</span>}
              </div>
              <PayLine row={row} cols={pay} />
            </button>
            {onToggle && (
              <input
                type="checkbox"
                className="rc-check"
                aria-label={t('Select {{what}}', { what: row.HI || row.SI || row.name })}
                checked={selected.has(row.ID)}
                onChange={() => onToggle(row.ID)}
              />
            )}
          </>
        );
      }}
    </VirtualCards>
  );
}
