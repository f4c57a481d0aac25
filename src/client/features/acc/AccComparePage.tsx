import { accSheetColumns } from '../../../domain/acc-sheet';
import { rcColumns } from '../../../domain/rc-columns';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import { invoiceDiffWords } from '../../ui/invoice-diff-words';
import { checkVersion } from './acc-api';
import { versionHref } from './acc-modes';

/**
 * The accountants' column table (acc-sheet.ts, their .xlsx words) names the fields; the screen's table names
 * the totals and what the sheet leaves out (the expenses). The SERVICE group's 'Total' keeps its group.
 */
function accWords(branch: number) {
  const sheet = accSheetColumns(branch).map((c) => ({
    key: c.key,
    label: c.header === 'Total' ? `${c.group} Total` : c.header,
  }));
  return invoiceDiffWords([...rcColumns(branch), ...sheet]);
}

const ACC_COMPARE: CompareKind = {
  kind: 'acc',
  title: 'ACC Sum',
  words: accWords,
  versions: checkVersion,
  href: versionHref,
};

/** /accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of an accountant sum compared. */
export default function AccComparePage() {
  return <ComparePage kind={ACC_COMPARE} />;
}
