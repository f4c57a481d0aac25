import { accComparisonApi } from '../../../contract/acc-comparison';
import { accCostApi } from '../../../contract/acc-cost';
import { cachedRequest, request } from '../../lib/request';

// The calls of the cost register and the comparison (contract/acc-cost.ts, contract/acc-comparison.ts).

/** The cash register of a whole month; offline, the last answer kept on this device. */
export const viewCostMonth = (branch: number, month: string) =>
  cachedRequest(accCostApi.viewCostMonth, { branchId: branch, month });

/** One month of the comparison (listCost, numberBF, totalDebit). */
export const viewComparison = (branch: number, month: string) =>
  cachedRequest(accComparisonApi.viewComparison, { branchId: branch, month });

/** The month's breakfast count (role 4, months less than 62 days old). */
export const saveBreakfastCount = (branch: number, month: string, number: number) =>
  request(accCostApi.upNumberBf, { branchId: branch }, { number, monthEx: month });
