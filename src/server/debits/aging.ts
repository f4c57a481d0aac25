// The aging view: open debits (Debit, Non Paid) summed by the database per group, day and currency,
// then bucketed by age in the domain. One query per grouping; branch names from the branch table.
import type { AgingAnswer } from '../../contract/debit';
import { agingBy, agingCompany, agingTotal, type AgingGroup, type AgingLine } from '../../domain/debit-aging';
import type { DebitType } from '../../domain/debit';
import type { DebitBook } from '../../domain/debit-query';
import type { Currency } from '../../domain/money';
import type { Db } from '../db/connection';

export interface AgingFilter {
  book: DebitBook;
  branches: readonly number[];
  type: DebitType | null;
  asOf: string;
}

async function sums(db: Db, f: AgingFilter, by: 'branch_id' | 'company'): Promise<AgingLine[]> {
  if (f.branches.length === 0) return [];
  let q = db
    .selectFrom('debits')
    .select([
      by,
      'day',
      'currency',
      (eb) => eb.fn.sum<number>('amount_minor').as('minor'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('book', '=', f.book)
    .where('paid', 'in', ['Debit', 'Non Paid'])
    .where('day', '<=', f.asOf)
    .where('branch_id', 'in', [...f.branches]);
  if (f.type) q = q.where('type', '=', f.type);
  const rows = await q.groupBy([by, 'day', 'currency']).execute();
  return rows.map((r) => ({
    key: by === 'company' ? agingCompany(String(r.company)) : String(r.branch_id),
    day: r.day,
    currency: r.currency as Currency,
    minor: Number(r.minor),
    count: Number(r.n),
  }));
}

const labelled = (g: AgingGroup, label: string) => ({ ...g, label });

/** Per branch (named, by id), per company (most lines first) and in all. */
export async function agingView(
  db: Db,
  f: AgingFilter,
  names: ReadonlyMap<number, string>,
): Promise<AgingAnswer['data']> {
  const [byBranch, byCompany] = await Promise.all([sums(db, f, 'branch_id'), sums(db, f, 'company')]);
  const companies = agingBy(byCompany, f.asOf).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return {
    asOf: f.asOf,
    byBranch: agingBy(byBranch, f.asOf)
      .sort((a, b) => Number(a.key) - Number(b.key))
      .map((g) => labelled(g, names.get(Number(g.key)) ?? g.key)),
    byCompany: companies.map((g) => labelled(g, g.key)),
    total: labelled(agingTotal(byBranch, f.asOf), 'ALL'),
  };
}
