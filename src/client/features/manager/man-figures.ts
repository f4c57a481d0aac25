import { serviceRatesOf } from '../../../domain/manager-lines';
import { managerTotals, normaliseReport, type ManagerReport, type ManagerTotals } from '../../../domain/manager-report';
import type { ManDoc } from './man-draft';

// The report's figures as the manager types: the same domain functions the server runs on save, with
// the branch record's figures from the answer. The server's answer is the truth once saved.

const ratesOf = (doc: ManDoc) => serviceRatesOf(doc.branch, doc.figures.rates);

/** Each line's sale priced again from its counts; texts are left as typed (the server trims them on save). */
export function repriceReport(row: ManagerReport, doc: ManDoc): ManagerReport {
  const priced = normaliseReport(row, doc.branch, ratesOf(doc));
  const lines = Object.fromEntries(
    Object.entries(priced.lines).map(([key, v]) => [
      key,
      { ...v, bill: row.lines[key]?.bill ?? '', note: row.lines[key]?.note ?? '' },
    ]),
  );
  return { ...priced, lines, listHI: row.listHI, listSI: row.listSI };
}

/** Today's Sales, total profit, capacities and customers of the report as it stands. */
export function liveTotals(row: ManagerReport, doc: ManDoc): ManagerTotals {
  const f = doc.figures;
  const rates = ratesOf(doc);
  return managerTotals(normaliseReport(row, doc.branch, rates), doc.branch, doc.day, {
    rooms: f.rooms,
    sumRate: f.sumRate,
    fixedExpense: f.fixedExpense,
    rates,
  });
}
