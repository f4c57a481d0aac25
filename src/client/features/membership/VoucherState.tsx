import type { MemberVoucher, Voucher } from '../../../contract/membership';
import { voucherState } from './ms-format';

/** Active / Expired / Used dd/mm/yyyy, as a coloured label. */
export function VoucherState({ voucher }: { voucher: Voucher | MemberVoucher }) {
  const s = voucherState(voucher);
  return (
    <span className={`ms-state ${s.tone}`} data-testid="voucher-state">
      {s.label}
    </span>
  );
}
