// What a branch record gives the manager reports and the expected plan (spec 3 section 3, "Branch"): the
// room count, the USD to VND rate (sumRate), the month's fixed expense and the price list (serviceRate
// over the defaults of the branch's currency), read from the `branches` row.
import type { BranchFigures } from '../../domain/manager-report';
import { serviceRatesOf } from '../../domain/manager-lines';
import type { Db } from '../db/connection';
import { HttpError, parseJson } from '../lib/util';

interface BranchOther {
  sumRate?: unknown;
  fixedExpense?: unknown;
  serviceRate?: unknown;
}

const finite = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback;

/** The figures of a branch row (rooms column and its `other` JSON). */
export function figuresOf(branchId: number, rooms: number, otherJson: string): BranchFigures {
  const other = parseJson<BranchOther>(otherJson, {});
  const stored = typeof other.serviceRate === 'object' && other.serviceRate !== null ? other.serviceRate : {};
  return {
    rooms,
    sumRate: finite(other.sumRate, branchId === 11 ? 1 : 0),
    fixedExpense: finite(other.fixedExpense, 0),
    rates: serviceRatesOf(branchId, stored as Record<string, unknown>),
  };
}

export async function branchFigures(db: Db, branchId: number): Promise<BranchFigures> {
  const row = await db.selectFrom('branches').select(['rooms', 'other']).where('id', '=', branchId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Branch not found');
  return figuresOf(branchId, row.rooms, row.other);
}
