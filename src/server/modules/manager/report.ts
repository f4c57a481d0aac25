// A manager report as the server keeps it: the content row normalised for the branch (its lines only,
// each sale priced from the branch's rates) and the header figures computed from it.
import {
  managerTotals,
  normaliseReport,
  type BranchFigures,
  type ManagerReport,
  type ManagerTotals,
} from '../../../domain/manager-report';
import type { Prepared } from '../../docs/kind';
import type { StoredDoc } from '../../docs/store';
import { docJson } from '../../docs/store';
import { parseJson } from '../../lib/util';

export function computeReport(
  input: ManagerReport,
  branchId: number,
  day: string,
  b: BranchFigures,
): { report: ManagerReport; totals: ManagerTotals } {
  const report = normaliseReport(input, branchId, b.rates);
  return { report, totals: managerTotals(report, branchId, day, b) };
}

/** The stored rows and totals of a computed report. */
export function preparedOf(report: ManagerReport, totals: ManagerTotals): Prepared<ManagerReport> {
  const json = JSON.stringify(report);
  return { rows: [{ id: report.ID, row: report, json }], content: `[${json}]`, totals };
}

export const reportRows = (content: string): ManagerReport[] => parseJson<ManagerReport[]>(content, []);
export const totalsOf = (doc: StoredDoc): ManagerTotals => parseJson<ManagerTotals>(doc.totals, {} as ManagerTotals);

/** `{"status":1,"msg":...,"branch":...,"data":...}` around a stored version, built without parsing its content. */
export function reportAnswer(msg: string, doc: StoredDoc, b: BranchFigures): string {
  return `{"status":1,"msg":${JSON.stringify(msg)},"branch":${JSON.stringify(b)},"data":${docJson(doc, 'day')}}`;
}
