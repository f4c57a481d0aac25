import { IonButton, IonIcon, IonSearchbar, IonSpinner, useIonAlert } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import type { Voucher } from '../../../contract/membership';
import { textMatches } from '../../../domain/text-search';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useWide } from '../../shell/use-wide';
import { EmptyState } from '../../ui/EmptyState';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-debounce';
import { deleteVoucher, listVouchers } from './membership-api';
import { VoucherForm } from './VoucherForm';
import { VoucherCards, VoucherTable } from './VoucherTable';

/** Voucher Public: the published vouchers, 'Add New Voucher', edit and delete (confirmed), a search. */
export function VoucherPublic() {
  const t = useT('membership');
  const wide = useWide();
  const notice = useNotice();
  const [alert] = useIonAlert();
  const [list, setList] = useState<Voucher[] | null>(null);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<{ open: boolean; voucher: Voucher | null }>({ open: false, voucher: null });

  const load = async () => {
    const res = await listVouchers();
    if (res.ok) {
      setList(res.data.data);
      setError('');
    } else setError(res.error.msg);
  };
  useEffect(() => {
    void load();
  }, []);

  const shown = useMemo(() => (list ?? []).filter((v) => textMatches([v.code, v.name, v.type], query)), [list, query]);
  const remove = (v: Voucher) =>
    void alert({
      header: t('Delete voucher'),
      message: t('Delete voucher {{code}} ({{name}})? Members holding it lose it from their list.', {
        code: v.code,
        name: v.name,
      }),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t('Delete'),
          role: 'destructive',
          handler: () => {
            void deleteVoucher(v.id).then((res) => {
              if (!res.ok) return notice(res.error.msg, t('Update data'));
              toast(t('Update Success'));
              setList((l) => (l ?? []).filter((x) => x.id !== v.id));
            });
          },
        },
      ],
    });
  const actions = { onEdit: (v: Voucher) => setForm({ open: true, voucher: v }), onDelete: remove };

  return (
    <section className="ms-section" aria-label={t('Voucher Public')}>
      <div className="ms-tools">
        <IonSearchbar
          className="ms-search"
          value={query}
          debounce={SEARCH_DEBOUNCE_MS}
          placeholder={t('Search code or name')}
          aria-label={t('Search vouchers')}
          showClearButton="always"
          onIonInput={(e) => setQuery(String(e.detail.value ?? ''))}
          onIonClear={() => setQuery('')}
        />
        <IonButton onClick={() => setForm({ open: true, voucher: null })} data-testid="add-voucher">
          <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
          {t('Add New Voucher')}
        </IonButton>
      </div>
      {error && <p className="sb-error">{error}</p>}
      {!list && !error && <IonSpinner className="ms-loading" />}
      {list && shown.length === 0 && (
        <EmptyState
          message={t('Have not data')}
          hint={query ? t('No voucher has this code or name.') : t('Add a new voucher.')}
        />
      )}
      {shown.length > 0 &&
        (wide ? <VoucherTable vouchers={shown} {...actions} /> : <VoucherCards vouchers={shown} {...actions} />)}
      <VoucherForm
        open={form.open}
        voucher={form.voucher}
        onClose={() => setForm({ open: false, voucher: null })}
        onSaved={(v) => {
          setForm({ open: false, voucher: null });
          setList((l) => [v, ...(l ?? []).filter((x) => x.id !== v.id)]);
        }}
      />
    </section>
  );
}
