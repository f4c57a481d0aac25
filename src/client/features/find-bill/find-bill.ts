import { accApi } from '../../../contract/acc';
import { rcApi } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { isBuiltScreen } from '../../../domain/screens';
import type { ApiResult } from '../../lib/api';
import { request } from '../../lib/request';

// The advanced bill search of /find_bill/:typeFind (spec 2 sections 2.3, 5.3): rcsum searches the
// reception sums, any other value the accountant sums (ACC SUM, ACC DEBIT ON SUM, ACC DEBIT).

export type FindType = 'name' | 'hi' | 'si' | 'payment';
export type FindModule = 'accsum' | 'debitonsum' | 'debit';

/** The "Find by" choices: the dropdown's words and the key box's placeholder (catalog keys, shown through t()). */
export const FIND_BY = [
  { value: 'name', labelKey: 'by Name', keyName: 'Name' },
  { value: 'hi', labelKey: 'by Hotel Invoice', keyName: 'Hotel Invoice' },
  { value: 'si', labelKey: 'by Service Invoice', keyName: 'Service Invoice' },
  { value: 'payment', labelKey: 'by payment number', keyName: 'payment number' },
] as const satisfies readonly { value: FindType; labelKey: string; keyName: string }[];
/** The accountant sums searched (catalog keys). */
export const MODULES = [
  { value: 'accsum', labelKey: 'ACC SUM' },
  { value: 'debitonsum', labelKey: 'ACC DEBIT ON SUM' },
  { value: 'debit', labelKey: 'ACC DEBIT' },
] as const satisfies readonly { value: FindModule; labelKey: string }[];

export const isRcSum = (typeFind: string | undefined) => typeFind === 'rcsum';

export interface FindQuery {
  branch: number;
  year: string;
  type: FindType;
  /** Checked and upper-cased (searchKeyCheck). */
  key: string;
  module: FindModule;
  exact: boolean;
}
/** A hit: the day of a sum ('YYYY-MM-DD'), or the month of a debit on sum or of the debit book ('YYYY-MM'). */
export type Hit = { day: string; version: number; row: InvoiceRow };

/** The search of the page's kind: the reception sums' call, or the accountant sums' (with module and exact). */
export function findBills(rcsum: boolean, q: FindQuery): Promise<ApiResult<{ data: Hit[] }>> {
  if (rcsum) return request(rcApi.findOneHi, { branchId: q.branch, year: q.year, type: q.type, key: q.key });
  const exact = q.exact ? 'true' : 'false';
  return request(accApi.findOneHi, {
    branchId: q.branch,
    year: q.year,
    module: q.module,
    type: q.type,
    key: q.key,
    exact,
  });
}

/**
 * Where a hit opens: the day's reception sum or accountant sum at its version, the month's debit on sum;
 * a debit-book hit opens the accountant debit of its month once that screen is built (no link before).
 */
export function hitHref(rcsum: boolean, module: FindModule, branch: number, hit: Hit): string | null {
  if (rcsum) return `/reception_sum/${branch}/${hit.day}/${hit.version}`;
  if (module === 'accsum') return `/acc_make/${branch}/${hit.day}/${hit.version}`;
  if (module === 'debitonsum') return `/acc_make/${branch}/${hit.day.slice(0, 7)}/debit`;
  const href = `/acc_debit/${branch}/${hit.day.slice(0, 4)}/${hit.day.slice(5, 7)}`;
  return isBuiltScreen(href) ? href : null;
}
