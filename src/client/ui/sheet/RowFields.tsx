import './sheet.css';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { moneyLockReason } from '../../../domain/row-fields';
import { packagesText } from '../../../domain/rc-sheet';
import { fullWidth, phoneSheetSections, type SheetSection } from '../../../domain/rc-phone-sheet';
import { Field, fieldText } from './FieldCell';
import { HotelCharges } from './HotelCharges';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';
import { lockText } from './CardList';

/** Suggestions typed into the row (stored as typed): kept as the staff write them. */
export const EXTRA_SERVICES = [
  'Laundry',
  'Minibar',
  'Late check-out',
  'Early check-in',
  'Airport pick-up',
  'Drop-off',
  'Massage 70 min',
  'Breakfast',
  'Rotenburo',
  'Extra bed',
];

interface Props {
  row: InvoiceRow;
  columns: RcColumn[];
  branchId: number;
  role: number;
  editing: boolean;
  /** Reception types its hotel charges here (the reception sum); elsewhere they are shown read-only. */
  typesCharges?: boolean;
  onChange: (patch: Partial<InvoiceRow>) => void;
}

/** In VIEW the sheet lists what the row holds: empty figures are left out, the guest's fields always shown. */
const shown = (row: InvoiceRow, c: RcColumn, s: SheetSection, editing: boolean): boolean =>
  editing || s.title === 'Guest' || !['', '0'].includes(fieldText(row, c));

function Fields({ s, p }: { s: SheetSection; p: Props }) {
  const t = useT('common');
  const locked = s.title === 'Payments' ? moneyLockReason(p.row.action) : null;
  return (
    <div className="rc-group-grid">
      {locked && (
        <p className="rc-why rc-field wide" data-testid="why-payments">
          {locked.startsWith('paid')
            ? t('Payments not counted here: {{reason}}', { reason: lockText(t, locked) })
            : t('Payments {{reason}}', { reason: lockText(t, locked) })}
        </p>
      )}
      {s.columns
        .filter((c) => shown(p.row, c, s, p.editing))
        .map((c) => (
          <label key={c.key} className={`rc-field ${fullWidth(c) ? 'wide' : ''}`} data-key={c.key}>
            <span>{knownLabel(t, c.label)}</span>
            <Field
              row={p.row}
              col={c}
              branchId={p.branchId}
              role={p.role}
              editing={p.editing}
              onChange={p.onChange}
              showReason
            />
          </label>
        ))}
    </div>
  );
}

function ExtraServices({ row, editing, onChange }: Props) {
  const t = useT('common');
  const names = ([1, 2, 3, 4, 5] as const).map((n) => ({ n, value: row[`name_sub${n}`] }));
  if (!editing) {
    const list = names
      .map((x) => x.value)
      .filter(Boolean)
      .join(', ');
    return list ? (
      <p className="rc-field wide">
        <span>{t('Extra services')}</span>
        <span className="rc-text">{list}</span>
      </p>
    ) : null;
  }
  return (
    <details className="rc-group rc-fold">
      <summary>{t('Extra services (up to 5)')}</summary>
      <datalist id="rc-extra">
        {EXTRA_SERVICES.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <div className="rc-group-grid">
        {names.map(({ n, value }) => (
          <label key={n} className="rc-field wide">
            <span>{t('Service {{n}}', { n })}</span>
            <input
              list="rc-extra"
              aria-label={t('Extra service {{n}}', { n })}
              value={value}
              maxLength={120}
              onChange={(e) =>
                onChange({
                  [`name_sub${n}`]: e.target.value,
                  [`sub${n}`]: e.target.value.trim() !== '',
                } as Partial<InvoiceRow>)
              }
            />
          </label>
        ))}
      </div>
    </details>
  );
}

/**
 * The phone's row sheet: the guest's fields first (name, room, check in/out, action, company, invoice numbers),
 * then payments, the hotel figures with reception's hotel charges under them, services; the package counts
 * last, folded. VIEW shows the values as text.
 */
export function RowFields(p: Props) {
  const t = useT('common');
  const sections = phoneSheetSections(p.columns);
  const section = (s: SheetSection) => {
    if (!s.folded) {
      if (!p.editing && !s.columns.some((c) => shown(p.row, c, s, false))) return null;
      return (
        <fieldset key={s.title} className="rc-group" data-section={s.title}>
          <legend>{knownLabel(t, s.title)}</legend>
          <Fields s={s} p={p} />
        </fieldset>
      );
    }
    const summary = packagesText(p.row);
    if (!p.editing && !summary) return null;
    return (
      <details key={s.title} className="rc-group rc-fold" data-section={s.title} open={!p.editing || undefined}>
        <summary>
          {knownLabel(t, s.title)}
          {summary ? `: ${summary}` : ''}
        </summary>
        <Fields s={s} p={p} />
      </details>
    );
  };
  const hotel = sections.findIndex((s) => s.title === 'Hotel');
  const split = hotel < 0 ? sections.length : hotel + 1;
  return (
    <div className={`rc-fields ${p.editing ? 'edit' : 'view'}`}>
      {sections.slice(0, split).map(section)}
      {p.row.HI && (
        <HotelCharges row={p.row} branchId={p.branchId} typing={p.editing && !!p.typesCharges} onChange={p.onChange} />
      )}
      {sections.slice(split).map(section)}
      {p.row.HI && <ExtraServices {...p} />}
    </div>
  );
}
