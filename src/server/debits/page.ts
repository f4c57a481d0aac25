// A page of the debit book, filtered, sorted, searched and counted in the database (indexes of
// migration 010): one branch, one book, a month or a whole year, a debit type, loadBy, a text key.
import type { DebitPage } from '../../contract/debit';
import type { DebitType } from '../../domain/debit';
import {
  DEBIT_DEFAULT_LIMIT,
  debitSearchKey,
  loadByStates,
  type DebitBook,
  type DebitPeriod,
  type DebitSort,
  type LoadBy,
} from '../../domain/debit-query';
import { CURRENCY_DECIMALS, fromMinor, type Currency } from '../../domain/money';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { contains } from '../docs/row-index';
import { LINE_COLUMNS, withHistory } from './store';

export interface PageFilter {
  branchId: number;
  book: DebitBook;
  period: DebitPeriod;
  type: DebitType | null;
  loadBy: LoadBy;
  q: string;
  sort: DebitSort;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

const SORT_COLUMN = {
  day: 'day',
  name: 'name',
  hi: 'hi',
  room: 'room',
  company: 'company',
  amount: 'amount_minor',
  paid: 'paid',
  updated: 'updated_at',
} as const;

/** Defaults of a page: newest day first, 10 rows, every live state. */
export function pageFilter(
  base: Pick<PageFilter, 'branchId' | 'book' | 'period' | 'type'>,
  q: { page?: number; limit?: number; q?: string; sort?: DebitSort; dir?: 'asc' | 'desc'; loadBy?: LoadBy },
): PageFilter {
  return {
    ...base,
    loadBy: q.loadBy ?? 'ALL',
    q: debitSearchKey(q.q ?? ''),
    sort: q.sort ?? 'day',
    dir: q.dir ?? (q.sort && q.sort !== 'day' && q.sort !== 'updated' && q.sort !== 'amount' ? 'asc' : 'desc'),
    page: q.page ?? 1,
    limit: q.limit ?? DEBIT_DEFAULT_LIMIT,
  };
}

function filtered(db: Db, f: PageFilter) {
  let q = db
    .selectFrom('debits')
    .where('branch_id', '=', f.branchId)
    .where('book', '=', f.book)
    .where('day', '>=', `${f.period.from}-01`)
    .where('day', '<=', `${f.period.to}-31`)
    .where('paid', 'in', [...loadByStates(f.loadBy)]);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.q !== '') q = q.where(sql<boolean>`${sql.ref('search')} like ${contains(f.q)} escape '\\'`);
  return q;
}

/** The page's lines (with their histories), the count of every match and their sums per currency. */
export async function debitPage(db: Db, f: PageFilter): Promise<DebitPage['data']> {
  const column = SORT_COLUMN[f.sort];
  // The page's ids first (sorting keys only), then those lines whole.
  const [ids, sums] = await Promise.all([
    filtered(db, f)
      .select('id')
      .orderBy(column, f.dir)
      .orderBy('id', f.dir)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    filtered(db, f)
      .select([
        'currency',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('amount_minor').as('minor'),
      ])
      .groupBy('currency')
      .execute(),
  ]);
  const order = new Map(ids.map((r, i) => [r.id, i]));
  const lines =
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('debits')
            .select(LINE_COLUMNS)
            .where('id', 'in', [...order.keys()])
            .execute()
        ).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const total = sums.reduce((n, s) => n + Number(s.n), 0);
  const byCurrency = Object.fromEntries(
    sums.map((s) => [s.currency, fromMinor(Number(s.minor), CURRENCY_DECIMALS[s.currency as Currency] ?? 0)]),
  );
  return { rows: await withHistory(db, lines), total, page: f.page, limit: f.limit, sums: byCurrency };
}
