import { useIonAlert } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { useEffect, useMemo, useState } from 'react';
import { ACC_DEBIT_PAGE_SIZE } from '../../../domain/constants';
import { debitLoadCheck, defaultDebitType } from '../../../domain/debit';
import { agingScope } from '../../../domain/debit-aging';
import { DEBIT_DEFAULT_LIMIT } from '../../../domain/debit-query';
import type { Role } from '../../../domain/roles';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { userAtom } from '../../state/session';
import { EmptyState } from '../../ui/EmptyState';
import { ColumnChooser } from '../../ui/sheet/ColumnChooser';
import { AgingView } from './AgingView';
import { findLine, type Loaded, type TypeChoice } from './debit-api';
import { ALWAYS_SHOWN, debitColumns } from './debit-columns';
import { restoreDebitChanges } from './debit-outbox';
import { defaultPick, pickMode, pickSummary, type DebitPick } from './debit-pick';
import type { DebitScreen } from './debit-screen';
import { useDebitWords } from './debit-text';
import { DebitDialogs } from './DebitDialogs';
import { DebitFilters, type DebitTab } from './DebitFilters';
import { areasOf, DebitLists } from './DebitLists';
import { DebitToolbar } from './DebitToolbar';
import { useDebitHidden } from './use-debit-hidden';
import { useDebitUrl } from './use-debit-url';
import { useLineActions } from './use-line-actions';
import '../../ui/sheet/sheet.css';
import './debit.css';

/** What the aging asks for: before OK nothing (the server answers the role's own scope), after OK the pick. */
function agingPick(scope: ReturnType<typeof agingScope>, loaded: Loaded | null): { area?: string; branch?: number } {
  if (!loaded) return {};
  if (scope === 'branch') return { branch: loaded.branch };
  return scope === 'all' ? { area: loaded.pick.area } : {};
}

/** /az_debit, /reception_debit and /acc_debit (spec 1 sections 2.5, 2.6): one page, the screen's differences in `screen`. */
export function DebitPage({ screen }: { screen: DebitScreen }) {
  const { t, w } = useDebitWords();
  const session = useAtomValue(userAtom);
  const user = { role: (session?.role ?? 0) as Role, branchID: session?.branchID ?? 0, area: session?.area ?? '' };
  const role = user.role;
  const wide = useWide();
  const [alert] = useIonAlert();
  const [pick, setPick] = useState<DebitPick>(() => defaultPick(user));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [type, setType] = useState<TypeChoice>(() => defaultDebitType(role));
  const [q, setQ] = useState('');
  const [tab, setTab] = useState<DebitTab>('list');
  const [counts, setCounts] = useState({ shown: 0, total: 0 });
  const [choosing, setChoosing] = useState(false);
  const lines = useLineActions(screen);
  const branch = loaded?.branch ?? user.branchID;
  const columns = useMemo(() => debitColumns(branch).map((c) => ({ ...c, label: w(c.label) })), [branch, w]);
  const [hidden, setHidden] = useDebitHidden(columns);
  useEffect(() => {
    void restoreDebitChanges();
  }, []);

  /** OK: the spec's checks (a modal with OK), then the lists load; `lineId` opens that line's sheet. */
  const load = (p: DebitPick, lineId?: number) => {
    const msg = debitLoadCheck(role, p.area, p.branch);
    if (msg) {
      void alert({ header: t('NOTIFICATION'), message: w(msg), buttons: [t('OK')] });
      return;
    }
    setPick(p);
    const next = { pick: p, branch: p.branch || user.branchID, seq: (loaded?.seq ?? 0) + 1 };
    setLoaded(next);
    if (lineId) void findLine(screen, next, lineId).then((l) => l && lines.setOpen(l));
  };
  useDebitUrl(screen, user, pick, load);

  const shown = columns.filter((c) => !hidden.has(c.key) && !(type === 'RC' && c.key === 'company'));
  const scope = agingScope(role);
  const onTotal = (t: number) => setCounts((c) => (q.trim() ? { ...c, shown: t } : { shown: t, total: t }));
  const handlers = { onOpen: lines.setOpen, onAction: lines.act, onHistory: lines.setHistory };
  return (
    <AppPage title={w(screen.title)} fill>
      <DebitToolbar
        pick={pick}
        setPick={setPick}
        acc={screen.acc}
        summary={loaded ? pickSummary(role, loaded.branch, loaded.pick, screen.acc) : null}
        mode={pickMode(role)}
        onOk={() => load(pick)}
      />
      <DebitFilters
        type={type}
        onType={setType}
        q={q}
        onSearch={setQ}
        counts={counts}
        tab={tab}
        onTab={setTab}
        onColumns={wide && tab === 'list' ? () => setChoosing(true) : undefined}
      />
      <div className="db-body">
        {tab === 'aging' ? (
          // Before OK, what the role sees at once: its branch, its area, or the whole chain (the server's scope).
          <AgingView screen={screen} scope={agingPick(scope, loaded)} type={type} wide={wide} />
        ) : !loaded ? (
          <EmptyState message={t('NOT DATA')} hint={t('PLEASE SELECT DATE AND LOAD DATA')} />
        ) : (
          <DebitLists
            areas={areasOf(screen.acc, loaded.pick.loadBy)}
            args={{ screen, loaded, type, q, onTotal }}
            wide={wide}
            columns={shown}
            role={role}
            limit={screen.acc ? ACC_DEBIT_PAGE_SIZE : DEBIT_DEFAULT_LIMIT}
            handlers={handlers}
          />
        )}
      </div>
      <DebitDialogs a={lines} role={role} wide={wide} />
      <ColumnChooser
        open={choosing}
        columns={columns}
        hidden={hidden}
        alwaysShown={ALWAYS_SHOWN}
        onChange={setHidden}
        onClose={() => setChoosing(false)}
      />
    </AppPage>
  );
}
