import { IonSearchbar, IonSpinner } from '@ionic/react';
import { useEffect, useRef, useState } from 'react';
import type { Member } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { useWide } from '../../shell/use-wide';
import { EmptyState } from '../../ui/EmptyState';
import { usePullRefresh } from '../../ui/PullRefresh';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-debounce';
import { VirtualCards } from '../../ui/VirtualCards';
import { findMembers, listMembers } from './membership-api';
import { MemberCard } from './MemberCard';
import { MemberTable } from './MemberTable';
import { MemberVouchersModal } from './MemberVouchersModal';
import { grouped } from './ms-format';

type Found = { members: Member[]; total: number; text?: string };

/**
 * Member: the first 1000 members (page 0, size 1000), a global search over ID, name and e-mail on the
 * server (debounced 200 ms; an empty search brings the full list back), a table on tablets, cards on
 * phones, and 'View List' of a member's vouchers.
 */
export function MemberList() {
  const t = useT('membership');
  const wide = useWide();
  const [all, setAll] = useState<Found | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const [searching, setSearching] = useState(false);
  const [open, setOpen] = useState<Member | null>(null);
  const asked = useRef(0);

  const load = () =>
    listMembers().then((res) => {
      if (res.ok) setAll({ members: res.data.data, total: res.data.total });
      else setError(res.error.msg);
    });
  useEffect(() => {
    void load();
  }, []);
  usePullRefresh(load);

  const search = async (text: string) => {
    setQuery(text);
    const n = ++asked.current;
    if (!text.trim()) {
      setFound(null);
      setSearching(false);
      return;
    }
    setSearching(true);
    const res = await findMembers(text.trim());
    if (n !== asked.current) return; // a later search has been asked for
    setSearching(false);
    if (res.ok) {
      setFound({ members: res.data.data, total: res.data.total, text });
      setError('');
    } else setError(res.error.msg);
  };

  const shown = found ?? all;
  const count = !shown
    ? ''
    : found
      ? found.total > found.members.length
        ? t('{{total}} found (first {{shown}} shown)', {
            total: grouped(found.total),
            shown: grouped(found.members.length),
          })
        : t('{{total}} found', { total: grouped(found.total) })
      : t('{{shown}} of {{total}} members', { shown: grouped(shown.members.length), total: grouped(shown.total) });

  return (
    <section className="ms-section" aria-label={t('Member')}>
      <div className="ms-tools">
        <IonSearchbar
          className="ms-search"
          value={query}
          debounce={SEARCH_DEBOUNCE_MS}
          placeholder={t('Search ID, name or e-mail')}
          aria-label={t('Search members')}
          inputmode="search"
          showClearButton="always"
          onIonInput={(e) => void search(String(e.detail.value ?? ''))}
          onIonClear={() => void search('')}
        />
        <span className="ms-count" role="status" data-testid="member-count">
          {searching ? <IonSpinner name="dots" /> : count}
        </span>
      </div>
      {error && <p className="sb-error">{error}</p>}
      {!shown && !error && <IonSpinner className="ms-loading" />}
      {shown && shown.members.length === 0 && (
        <EmptyState message={t('Have not data find')} hint={t('Try part of the ID, the name or the e-mail.')} />
      )}
      {shown &&
        shown.members.length > 0 &&
        (wide ? (
          <MemberTable key={found ? `q:${found.text}` : 'all'} members={shown.members} onVouchers={setOpen} />
        ) : (
          <VirtualCards
            key={found ? `q:${found.text}` : 'all'}
            items={shown.members}
            keyOf={(m) => String(m._id)}
            estimate={128}
            testId="member-cards"
            cardTestId="member-card"
            className="ms-cards"
            cardClass={() => 'ms-card-slot'}
          >
            {(m, i) => <MemberCard member={m} no={i + 1} onVouchers={() => setOpen(m)} />}
          </VirtualCards>
        ))}
      <MemberVouchersModal member={open} onClose={() => setOpen(null)} />
    </section>
  );
}
