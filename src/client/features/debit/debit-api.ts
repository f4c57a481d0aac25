import { debitApi, type AgingAnswer, type DebitLine, type DebitPage } from '../../../contract/debit';
import type { DebitType } from '../../../domain/debit';
import type { DebitSort, LoadBy } from '../../../domain/debit-query';
import type { ApiResult } from '../../lib/api';
import { cachedGet } from '../../lib/cache';
import { urlOf } from '../../lib/request';
import { periodOfPick, type DebitPick } from './debit-pick';
import type { DebitScreen } from './debit-screen';

// The reading calls of the debit screens (contract/debit.ts): a page of lines and the aging view.
// Offline, the last answer kept on this device is shown (cache.ts).
export type TypeChoice = DebitType | 'ALL';

/** What the user loaded with OK: the pick, its branch resolved, and a counter that rises on every OK. */
export interface Loaded {
  pick: DebitPick;
  branch: number;
  seq: number;
}

export interface PageQuery {
  type: TypeChoice;
  loadBy: LoadBy;
  q: string;
  page: number;
  limit: number;
  sort: DebitSort;
  dir: 'asc' | 'desc';
}

export type Fetched<T> = ApiResult<T> & { stale?: boolean };

export function fetchPage(screen: DebitScreen, loaded: Loaded, query: PageQuery): Promise<Fetched<DebitPage>> {
  const { type, q, ...rest } = query;
  const common = { ...rest, q: q.trim() || undefined };
  const url = screen.acc
    ? urlOf(
        debitApi.viewDebitByRc,
        { branchId: loaded.branch, year: loaded.pick.year, month: loaded.pick.month },
        { ...common, type },
      )
    : urlOf(debitApi.viewDebit, { branchId: loaded.branch, type, period: periodOfPick(loaded.pick) }, common);
  return cachedGet<DebitPage>(url);
}

/** Open debits by age, for what the user's role sees (agingScope): its branch, its area, or the area it picked. */
export function fetchAging(
  screen: DebitScreen,
  scope: { area?: string; branch?: number },
  type: TypeChoice,
): Promise<Fetched<AgingAnswer>> {
  const query = { area: scope.area || undefined, branch: scope.branch || undefined, type, book: screen.book };
  return cachedGet<AgingAnswer>(urlOf(debitApi.aging, {}, query));
}

/** The line an address names (/reception_debit/:branch/:month/:idDebit), looked for page by page in what was loaded. */
export async function findLine(screen: DebitScreen, loaded: Loaded, id: number): Promise<DebitLine | null> {
  const limit = 50;
  for (let page = 1; page <= 100; page++) {
    const query = {
      type: 'ALL' as const,
      loadBy: 'ALL' as const,
      q: '',
      page,
      limit,
      sort: 'day' as const,
      dir: 'desc' as const,
    };
    const res = await fetchPage(screen, loaded, query);
    if (!res.ok) return null;
    const hit = res.data.data.rows.find((r) => r.id === id);
    if (hit) return hit;
    if (page * limit >= res.data.data.total) return null;
  }
  return null;
}
