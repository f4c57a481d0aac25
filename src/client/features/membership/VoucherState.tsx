import type { MemberVoucher, Voucher } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { voucherState } from './ms-text';

/** Active / Expired / Used dd/mm/yyyy, as a coloured label. */
export function VoucherState({ voucher }: { voucher: Voucher | MemberVoucher }) {
  const t = useT('membership');
  const s = voucherState(voucher, t);
  return (
    <span className={`ms-state ${s.tone}`} data-testid="voucher-state">
      {s.label}
    </span>
  );
}
