// The yearly chart in tables acc_charts (a branch's year per type) and acc_chart_log (append-only history).
// A save writes every changed type in one revisioned write (kernel/revisioned.ts): a type whose revision
// moved on refuses the whole save (409 with the figures and revisions as stored now), so nothing is
// written; each changed month becomes a history row and the save an audit row.
import type { ChartData, ChartLogLine } from '../../../contract/acc-chart';
import {
  CHART_TYPES,
  chartChanges,
  chartHistoryLine,
  normalizeMonths,
  type ChartChange,
  type ChartType,
} from '../../../domain/acc-chart';
import { branchCurrency } from '../../../domain/money';
import type { Db } from '../../db/connection';
import { trail } from '../../kernel/trail';
import type { AuthUser } from '../../kernel/auth-user';
import { expectRevision, putRevisioned, revisioned } from '../../kernel/revisioned';
import { nowIso, parseJson, refuse } from '../../lib/util';

const blank = (): number[] => Array.from({ length: 12 }, () => 0);
type PerType<T> = Record<ChartType, T>;

interface Stored {
  months: number[];
  rev: number;
}

async function readTypes(db: Db, branchId: number, year: number): Promise<PerType<Stored>> {
  const lines = await db
    .selectFrom('acc_charts')
    .select(['type', 'months', 'rev'])
    .where('branch_id', '=', branchId)
    .where('year', '=', year)
    .execute();
  const out: PerType<Stored> = { sale: { months: blank(), rev: 0 }, massage: { months: blank(), rev: 0 } };
  for (const l of lines)
    if ((CHART_TYPES as readonly string[]).includes(l.type))
      out[l.type as ChartType] = { months: normalizeMonths(parseJson<number[]>(l.months, []), branchId), rev: l.rev };
  return out;
}

/** The year as the screen reads it: figures, history lines (oldest first) and revisions per type. */
export async function readChart(db: Db, branchId: number, year: number, canEdit: boolean): Promise<ChartData> {
  const types = await readTypes(db, branchId, year);
  const rows = await db
    .selectFrom('acc_chart_log')
    .select(['type', 'month', 'before', 'after', 'at', 'user_name'])
    .where('branch_id', '=', branchId)
    .where('year', '=', year)
    .orderBy('id')
    .execute();
  const log: PerType<ChartLogLine[]> = { sale: [], massage: [] };
  for (const r of rows) {
    if (!(CHART_TYPES as readonly string[]).includes(r.type)) continue;
    const e = {
      type: r.type as ChartType,
      month: r.month,
      before: r.before,
      after: r.after,
      at: r.at,
      user: r.user_name,
    };
    log[e.type].push({ ...e, line: chartHistoryLine(e, branchId) });
  }
  return {
    branchId,
    year,
    currency: branchCurrency(branchId),
    content: { sale: types.sale.months, massage: types.massage.months },
    log,
    revision: { sale: types.sale.rev, massage: types.massage.rev },
    canEdit,
  };
}

/** The figures and revisions per type as stored now (a refused save answers them). */
async function chartNow(db: Db, branchId: number, year: number) {
  const types = await readTypes(db, branchId, year);
  return {
    content: { sale: types.sale.months, massage: types.massage.months },
    revision: { sale: types.sale.rev, massage: types.massage.rev },
  };
}

export interface ChartSave {
  chart: Partial<PerType<number[]>>;
  base: Partial<PerType<number>>;
}

/** Saves the types sent; answers the changes written (none: nothing written, whatever the base). */
export async function saveChart(
  db: Db,
  me: AuthUser,
  branchId: number,
  year: number,
  save: ChartSave,
): Promise<ChartChange[]> {
  return revisioned(
    db,
    'SAVE',
    () => chartNow(db, branchId, year),
    async (trx) => {
      const stored = await readTypes(trx, branchId, year);
      const at = nowIso();
      const written: ChartChange[] = [];
      for (const type of CHART_TYPES) {
        const sent = save.chart[type];
        if (!sent) continue;
        const after = normalizeMonths(sent, branchId);
        const changes = chartChanges(type, stored[type].months, after);
        if (changes.length === 0) continue;
        const base = save.base[type];
        // A save must say which revision of each type it changes.
        if (base === undefined) throw refuse(400, 'NO_BASE', { type });
        expectRevision(stored[type].rev, base);
        await putRevisioned(trx, {
          table: 'acc_charts',
          key: { branch_id: branchId, year, type },
          column: 'rev',
          read: base,
          set: { months: JSON.stringify(after), updated_at: at, updated_by: me.name },
        });
        await trx
          .insertInto('acc_chart_log')
          .values(
            changes.map((c) => ({
              branch_id: branchId,
              year,
              type,
              month: c.month,
              before: c.before,
              after: c.after,
              at,
              user_id: me.id,
              user_name: me.name,
            })),
          )
          .execute();
        await trail(trx, me, 'acc.chart.update', `acc:${branchId}:chart:${year}:${type}`, {
          branchId,
          year,
          type,
          before: Object.fromEntries(changes.map((c) => [c.month, c.before])),
          after: Object.fromEntries(changes.map((c) => [c.month, c.after])),
        });
        written.push(...changes);
      }
      return written;
    },
  );
}
