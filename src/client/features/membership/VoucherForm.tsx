import { IonButton, IonButtons, IonContent, IonFooter, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Voucher } from '../../../contract/membership';
import {
  VOUCHER_LIMITS,
  VOUCHER_TYPES,
  checkVoucher,
  normaliseCode,
  type VoucherErrors,
  type VoucherField,
} from '../../../domain/membership';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { DateField } from '../../ui/DateField';
import { editVoucher, makeVoucher } from './membership-api';
import { grouped } from './ms-format';
import { typeText, voucherText } from './ms-text';

type Form = Record<VoucherField, string>;
const EMPTY: Form = {
  name: '',
  code: '',
  type: 'Other',
  discount: '',
  maxPrice: '',
  azCoin: '',
  expiry: '',
  infor: '',
};
const fromVoucher = (v: Voucher): Form => ({
  name: v.name,
  code: v.code,
  type: v.type,
  discount: String(v.discount),
  maxPrice: grouped(v.maxPrice),
  azCoin: String(v.azCoin),
  expiry: v.expiry,
  infor: v.infor,
});

/** 'Add New Voucher' and the edit icon: the voucher form, checked by the same rules as the server. */
export function VoucherForm({
  open,
  voucher,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The voucher edited; null for a new one. */
  voucher: Voucher | null;
  onClose: () => void;
  onSaved: (v: Voucher) => void;
}) {
  const t = useT('membership');
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<VoucherErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setForm(voucher ? fromVoucher(voucher) : EMPTY);
    setErrors({});
    setFailure('');
  }, [open, voucher]);

  const set = (field: VoucherField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async () => {
    const res = checkVoucher(form);
    setFailure('');
    if (!res.ok) return setErrors(res.errors);
    setErrors({});
    setBusy(true);
    const saved = voucher ? await editVoucher(voucher.id, res.voucher) : await makeVoucher(res.voucher);
    setBusy(false);
    if (!saved.ok) {
      if (saved.error.code === 'VOUCHER_DUPLICATE') setErrors({ code: saved.error.msg });
      else setFailure(saved.error.msg);
      return;
    }
    toast(t('Update Success'));
    onSaved(saved.data.data);
  };

  const field = (name: VoucherField, label: string, input: ReactNode) => (
    <label className={`ms-field ${errors[name] ? 'bad' : ''}`}>
      <span>{label}</span>
      {input}
      {errors[name] && (
        <small className="ms-field-error" role="alert" data-testid={`error-${name}`}>
          {voucherText(errors[name], t)}
        </small>
      )}
    </label>
  );
  const text = (name: VoucherField, label: string, extra: Record<string, unknown> = {}) =>
    field(
      name,
      label,
      <input
        aria-label={label}
        aria-invalid={!!errors[name]}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
        {...extra}
      />,
    );

  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="voucher-form" className="ms-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{voucher ? t('Edit Voucher {{code}}', { code: voucher.code }) : t('Add New Voucher')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          className="ms-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {text('name', t('Name'), { maxLength: VOUCHER_LIMITS.nameMax })}
          {text('code', t('Code'), {
            maxLength: VOUCHER_LIMITS.codeMax,
            autoCapitalize: 'characters',
            onBlur: () => set('code', normaliseCode(form.code)),
          })}
          {field(
            'type',
            t('Type'),
            <select aria-label={t('Type')} value={form.type} onChange={(e) => set('type', e.target.value)}>
              {VOUCHER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeText(type, t)}
                </option>
              ))}
            </select>,
          )}
          <div className="ms-form-row">
            {text('discount', t('Discount (%)'), { inputMode: 'numeric', maxLength: 3 })}
            {text('azCoin', t('Az Coin'), { inputMode: 'numeric', maxLength: 12 })}
          </div>
          {text('maxPrice', t('Max Price (VND)'), {
            inputMode: 'numeric',
            maxLength: 16,
            onBlur: () => {
              const n = Number(form.maxPrice.replace(/[,\s]/g, ''));
              if (form.maxPrice.trim() && Number.isInteger(n) && n >= 0) set('maxPrice', grouped(n));
            },
          })}
          {field(
            'expiry',
            t('Expiry'),
            <DateField
              label={t('Expiry')}
              value={form.expiry}
              onChange={(v) => set('expiry', v)}
              optional
              min="2000-01-01"
              max="2200-12-31"
            />,
          )}
          {field(
            'infor',
            t('Information'),
            <textarea
              aria-label={t('Information')}
              rows={3}
              maxLength={VOUCHER_LIMITS.inforMax}
              value={form.infor}
              onChange={(e) => set('infor', e.target.value)}
            />,
          )}
          {failure && (
            <p className="sb-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" hidden />
        </form>
      </IonContent>
      <IonFooter className="ms-form-footer">
        <IonButton fill="outline" onClick={onClose}>
          {t('Cancel')}
        </IonButton>
        <IonButton onClick={() => void submit()} disabled={busy} data-testid="voucher-save">
          {voucher ? t('Save') : t('Add Voucher')}
        </IonButton>
      </IonFooter>
    </IonModal>
  );
}
