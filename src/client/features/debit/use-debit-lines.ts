import { useAtomValue } from '../../state/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DebitPage } from '../../../contract/debit';
import type { DebitSort, LoadBy } from '../../../domain/debit-query';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { fetchPage, type Loaded, type TypeChoice } from './debit-api';
import type { DebitScreen } from './debit-screen';
import { reloadAtom } from './debit-state';

// The lines of one list (a table or the cards) for what was loaded with OK, the type, loadBy and search.
export const LOADED_TOAST = 'SUCCESS LOAD DATA FROM SERVER';

export interface ListArgs {
  screen: DebitScreen;
  loaded: Loaded;
  type: TypeChoice;
  loadBy: LoadBy;
  q: string;
  /** Told the count of matching lines after each answer (the search box shows 'N of M'). */
  onTotal?: (total: number) => void;
}
type Data = DebitPage['data'];
export interface ListState {
  data: Data | null;
  loading: boolean;
  error: string | null;
  /** Offline: the answer this device kept. */
  stale: boolean;
}
const idle: ListState = { data: null, loading: true, error: null, stale: false };
const keyOf = (a: ListArgs) => `${a.loaded.seq}|${a.loaded.branch}|${a.type}|${a.loadBy}|${a.q.trim()}`;

/** 'SUCCESS LOAD DATA FROM SERVER' once per OK, whichever list answers first (not for an offline copy). */
const announced = new WeakSet<Loaded>();

function useAnnounce(a: ListArgs) {
  const t = useT('debit');
  return (ok: boolean, stale: boolean) => {
    if (announced.has(a.loaded) || !ok || stale) return;
    announced.add(a.loaded);
    toast(t(LOADED_TOAST));
  };
}

/** Tablets: one page at a time, its size and sort chosen by the user; reloads after a change. */
export function usePagedLines(a: ListArgs, defaultLimit: number) {
  const key = keyOf(a);
  const [paging, setPaging] = useState({
    key,
    page: 1,
    limit: defaultLimit,
    sort: 'day' as DebitSort,
    dir: 'desc' as const as 'asc' | 'desc',
  });
  const page = paging.key === key ? paging.page : 1;
  const reload = useAtomValue(reloadAtom);
  const [state, setState] = useState<ListState>(idle);
  const announce = useAnnounce(a);
  const { screen, loaded, type, loadBy, q } = a;
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const query = { type, loadBy, q, page, limit: paging.limit, sort: paging.sort, dir: paging.dir };
    void fetchPage(screen, loaded, query).then((res) => {
      if (!live) return;
      announce(res.ok, !!res.stale);
      if (res.ok) a.onTotal?.(res.data.data.total);
      setState(
        res.ok
          ? { data: res.data.data, loading: false, error: null, stale: !!res.stale }
          : { data: null, loading: false, error: res.error.msg, stale: false },
      );
    });
    return () => {
      live = false;
    };
  }, [screen, loaded, type, loadBy, q, page, paging.limit, paging.sort, paging.dir, reload]);
  const setPage = (p: number) => setPaging((s) => ({ ...s, key, page: p }));
  const setLimit = (limit: number) => setPaging((s) => ({ ...s, key, page: 1, limit }));
  /** A header tapped: sorts by it, or turns the order round when it sorts already. */
  const sortBy = (sort: DebitSort) =>
    setPaging((s) => ({
      ...s,
      key,
      page: 1,
      sort,
      dir: s.sort === sort ? (s.dir === 'asc' ? 'desc' : 'asc') : sort === 'day' || sort === 'amount' ? 'desc' : 'asc',
    }));
  return {
    ...state,
    page,
    limit: paging.limit,
    sorting: { sort: paging.sort, dir: paging.dir },
    setPage,
    setLimit,
    sortBy,
  };
}

/** Phones: pages of 50 joined as the user scrolls (the cards keep only those in view in the DOM). */
export const PHONE_PAGE = 50;

export function useInfiniteLines(a: ListArgs) {
  const key = keyOf(a);
  const [state, setState] = useState<ListState & { key: string; next: number }>({ ...idle, key, next: 1 });
  const busy = useRef(false);
  const announce = useAnnounce(a);
  const { screen, loaded, type, loadBy, q } = a;
  const load = useCallback(
    (page: number, from: Data['rows']) => {
      busy.current = true;
      setState((s) => ({ ...s, key, loading: true }));
      const query = { type, loadBy, q, page, limit: PHONE_PAGE, sort: 'day' as const, dir: 'desc' as const };
      return fetchPage(screen, loaded, query).then((res) => {
        busy.current = false;
        if (page === 1) announce(res.ok, !!res.stale);
        if (res.ok) a.onTotal?.(res.data.data.total);
        setState((s) => {
          if (s.key !== key) return s;
          if (!res.ok) return { ...s, loading: false, error: res.error.msg };
          const rows = [...from, ...res.data.data.rows];
          return {
            key,
            next: page + 1,
            loading: false,
            error: null,
            stale: !!res.stale,
            data: { ...res.data.data, rows },
          };
        });
      });
    },
    [key],
  );
  useEffect(() => {
    setState({ ...idle, key, next: 1 });
    void load(1, []);
  }, [load, key]);
  const current = state.key === key ? state : { ...idle, key, next: 1 };
  const rows = current.data?.rows ?? [];
  const hasMore = !!current.data && rows.length < current.data.total;
  const loadMore = () => {
    if (busy.current || !hasMore || current.error) return;
    void load(current.next, rows);
  };
  return { ...current, rows, hasMore, loadMore };
}
