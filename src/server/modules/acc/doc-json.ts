// Answers of the accountant's small versioned reports (cost sheet, waiting list): the stored version
// (docJson, built around the stored JSON), or a blank one at version 1 revision 0 when none is stored,
// which the client's first save creates.
import type { StoredDoc } from '../../docs/store';
import { docJson } from '../../docs/store';

export function blankDocJson(periodKey: 'day' | 'month', branchId: number, period: string, totals: unknown): string {
  return JSON.stringify({
    branchId,
    [periodKey]: period,
    version: 1,
    revision: 0,
    edit: true,
    maker: '',
    note: '',
    updatedAt: '',
    updatedBy: '',
    sentAt: null,
    sentBy: null,
    content: [],
    totals,
  });
}

/** `{"status":1,"msg":"ok"|"null","data":...}` of the stored version or a blank one. */
export function docOrBlank(
  row: StoredDoc | undefined,
  periodKey: 'day' | 'month',
  branchId: number,
  period: string,
  blankTotals: unknown,
): string {
  const data = row ? docJson(row, periodKey) : blankDocJson(periodKey, branchId, period, blankTotals);
  return `{"status":1,"msg":"${row ? 'ok' : 'null'}","data":${data}}`;
}
