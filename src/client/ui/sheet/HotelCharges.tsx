import type { InvoiceRow, RcChargeKey } from '../../../domain/invoice-row';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { blankCharges, RC_CHARGE_LABELS as LABELS, rcCharge, rcChargeKeys } from '../../../domain/rc-charges';
import { useT } from '../../lib/i18n';
import { NumberInput } from '../NumberInput';

/**
 * The hotel charges reception types on a hotel invoice (domain/rc-charges.ts): typed where reception edits
 * the sum (`typing`), shown read-only elsewhere (the accountant sees what reception typed) and left out when
 * the row has none.
 */
export function HotelCharges({
  row,
  branchId,
  typing,
  onChange,
}: {
  row: InvoiceRow;
  branchId: number;
  typing: boolean;
  onChange: (patch: Partial<InvoiceRow>) => void;
}) {
  const t = useT('common');
  const keys = rcChargeKeys(branchId).filter((k) => typing || rcCharge(row, k) > 0);
  if (keys.length === 0) return null;
  const decimals = amountDecimals(branchId);
  const set = (key: RcChargeKey, value: number) =>
    onChange({ rcCharges: { ...blankCharges(), ...row.rcCharges, [key]: Math.max(0, value) } });
  return (
    <fieldset className="rc-group" data-section="rc-charges">
      <legend>{t('Hotel charges')}</legend>
      <p className="rc-hint">{t('Typed by reception; the accountant takes them into the sum.')}</p>
      <div className="rc-group-grid">
        {keys.map((k) => (
          <label key={k} className="rc-field" data-key={`rc:${k}`}>
            <span>{t(LABELS[k])}</span>
            {typing ? (
              <NumberInput
                label={t(LABELS[k])}
                value={rcCharge(row, k)}
                decimals={decimals}
                onChange={(v) => set(k, v)}
              />
            ) : (
              <span className="rc-text num">{formatNumber(rcCharge(row, k), decimals)}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
