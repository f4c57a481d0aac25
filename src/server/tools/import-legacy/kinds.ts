// The three versioned collections: reception sums (kind 'rc'), accountant sums ('acc') and manager reports
// ('man'), each recomputed by the rules its module uses for a save.
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { ManagerReport } from '../../../domain/manager-report';
import { duplicateRowIds } from '../../../domain/rc-sum-rules';
import { receptionDataBranch } from '../../../domain/branches';
import { ACC_KIND, MAN_KIND, RECEPTION_KIND } from '../../../domain/report-kinds';
import { prepareRows, type RowRules } from '../../docs/invoice-rows';
import { RC_INDEX, syncIndex, type RowIndex } from '../../docs/row-index';
import { branchFigures } from '../../kernel/branch-figures';
import { HttpError } from '../../lib/util';
import { ACC_INDEX } from '../../modules/acc/kind';
import { computeReport, preparedOf } from '../../modules/manager/report';
import { legacyManagerReport } from './manager';
import type { Doc } from './read';
import { legacyRow } from './rows';
import { refuse } from './values';
import type { VersionKind } from './versions';

function rowsOfDoc(doc: Doc, branchId: number, idPrefix: string): InvoiceRow[] {
  const content = doc.content;
  if (!Array.isArray(content)) return refuse('content is missing (a list of rows)');
  const rows = content.map((r, i) => legacyRow(r, branchId, `row ${i + 1}`, `${idPrefix}-${i + 1}`));
  const dupes = duplicateRowIds(rows);
  if (dupes.length > 0) refuse(`row ID used more than once: ${dupes.slice(0, 5).join(', ')}`);
  return rows;
}

function rowKind(kind: string, label: string, rules: RowRules, index: RowIndex): VersionKind<InvoiceRow> {
  return {
    kind,
    label,
    reindex: (trx, branchId, day, version, last) => syncIndex(trx, index, branchId, day, version, last.rows, null),
    branchOf: kind === RECEPTION_KIND ? receptionDataBranch : undefined,
    async prepare(_trx, doc, branchId, day) {
      const rows = rowsOfDoc(doc, branchId, `${kind}-${branchId}-${day}`);
      try {
        return prepareRows(rows, branchId, day, rules);
      } catch (err) {
        if (err instanceof HttpError) refuse(err.message);
        throw err;
      }
    },
  };
}

export const receptionSums = rowKind(RECEPTION_KIND, 'reception sum', {}, RC_INDEX);
export const accountantSums = rowKind(ACC_KIND, 'accountant sum', { context: 'sum' }, ACC_INDEX);

export const managerReports: VersionKind<ManagerReport> = {
  kind: MAN_KIND,
  label: 'manager report',
  async prepare(trx, doc, branchId, day) {
    const input: ManagerReport = legacyManagerReport(doc.content);
    const { report, totals } = computeReport(input, branchId, day, await branchFigures(trx, branchId));
    return preparedOf(report, totals);
  },
};
