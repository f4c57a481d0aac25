import { IonButton, IonSearchbar, IonSpinner, useIonAlert } from '@ionic/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Member, MemberVoucher, Voucher } from '../../../contract/membership';
import { SUGGESTIONS_MAX } from '../../../domain/membership';
import { foldText } from '../../../domain/text-search';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-debounce';
import { findMembers, listVouchers, markVoucherUsed, memberVouchers, takeMember } from './membership-api';
import { MemberInfo } from './MemberInfo';
import { MemberVoucherCard } from './MemberVoucherCard';

type Picked = { member: Member; vouchers: MemberVoucher[] };
const isMemberVoucher = (v: Voucher | MemberVoucher): v is MemberVoucher => 'assignedAt' in v;

/**
 * Voucher Use RC: search a member by ID (suggestions as you type), pick one to see the member and their
 * vouchers (filter by code); 'Active Voucher' asks to confirm with 'Use' / 'Close', and Use marks the
 * voucher used on the server (audited). With no member picked, the full voucher list is shown.
 */
export function VoucherUse() {
  const t = useT('membership');
  const notice = useNotice();
  const [alert] = useIonAlert();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Member[]>([]);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [all, setAll] = useState<Voucher[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    void listVouchers().then((res) => res.ok && setAll(res.data.data));
  }, []);

  const search = async (text: string) => {
    setQuery(text);
    const n = ++asked.current;
    if (!text.trim()) {
      setSuggestions([]);
      setPicked(null); // an empty search restores the full voucher list
      return;
    }
    const res = await findMembers(text.trim());
    if (n === asked.current) setSuggestions(res.ok ? res.data.data.slice(0, SUGGESTIONS_MAX) : []);
  };
  const pick = async (userId: string) => {
    asked.current++;
    setSuggestions([]);
    setBusy(true);
    const [m, v] = await Promise.all([takeMember(userId), memberVouchers(userId)]);
    setBusy(false);
    if (!m.ok) return notice(m.error.msg, t('Load Data'));
    if (!v.ok) return notice(v.error.msg, t('Load Data'));
    setQuery(m.data.data.userId);
    setPicked({ member: m.data.data, vouchers: v.data.data });
  };
  const activate = (v: MemberVoucher) =>
    void alert({
      header: t('Active Voucher'),
      message: t('Use voucher {{code}} ({{name}}) for {{member}}? It cannot be used again.', {
        code: v.code,
        name: v.name,
        member: picked?.member.name,
      }),
      buttons: [
        { text: t('Close'), role: 'cancel' },
        {
          text: t('Use'),
          handler: () => {
            if (!picked) return;
            void markVoucherUsed(picked.member.userId, v.id).then((res) => {
              if (!res.ok) return notice(res.error.msg, t('Update data'));
              toast(t('Voucher used'));
              void pick(picked.member.userId);
            });
          },
        },
      ],
    });

  const wanted = foldText(code);
  const vouchers = useMemo(
    () =>
      ((picked ? picked.vouchers : (all ?? [])) as (Voucher | MemberVoucher)[]).filter(
        (v) => !wanted || foldText(v.code).includes(wanted),
      ),
    [picked, all, wanted],
  );

  return (
    <section className="ms-section ms-scroll" aria-label={t('Voucher Use RC')}>
      <div className="ms-use-search">
        <IonSearchbar
          className="ms-search"
          value={query}
          debounce={SEARCH_DEBOUNCE_MS}
          placeholder={t('Member ID')}
          aria-label={t('Search member ID')}
          showClearButton="always"
          onIonInput={(e) => void search(String(e.detail.value ?? ''))}
          onIonClear={() => void search('')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && suggestions[0]) void pick(suggestions[0].userId);
          }}
        />
        {suggestions.length > 0 && (
          <ul
            className="ms-suggestions"
            role="listbox"
            aria-label={t('Members found')}
            data-testid="member-suggestions"
          >
            {suggestions.map((m) => (
              <li key={m._id} role="option" aria-selected={false}>
                <button type="button" onClick={() => void pick(m.userId)}>
                  <strong>{m.userId}</strong> {m.name} <small className="sb-muted">{m.email}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {busy && <IonSpinner className="ms-loading" />}
      {picked && <MemberInfo member={picked.member} />}
      <div className="ms-tools">
        <h2 className="ms-h2">
          {picked ? t('Vouchers of {{name}}', { name: picked.member.name }) : t('All vouchers')}
        </h2>
        <input
          className="ms-code-filter"
          aria-label={t('Filter by code')}
          placeholder={t('Filter by code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      {vouchers.length === 0 && <p className="sb-muted">{picked ? t('No voucher to show.') : t('Have not data')}</p>}
      <div className="ms-voucher-list">
        {vouchers.map((v) => (
          <MemberVoucherCard key={v.id} voucher={v}>
            {picked && isMemberVoucher(v) && (
              <IonButton size="small" expand="block" disabled={!!v.usedAt || v.expired} onClick={() => activate(v)}>
                {t('Active Voucher')}
              </IonButton>
            )}
          </MemberVoucherCard>
        ))}
      </div>
    </section>
  );
}
