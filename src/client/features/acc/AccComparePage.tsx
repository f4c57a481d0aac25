import { accSheetColumns } from '../../../domain/acc-sheet';
import { rcColumns } from '../../../domain/rc-columns';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import { useMemo } from 'react';
import { invoiceDiffWords } from '../../ui/invoice-diff-words';
import { useT } from '../../lib/i18n';
import { checkVersion } from './acc-api';
import { versionHref } from './acc-modes';

/**
 * The accountants' column table (acc-sheet.ts, their .xlsx words) names the fields; the screen's table names
 * the totals and what the sheet leaves out (the expenses). The SERVICE group's 'Total' keeps its group.
 */
function accWords(branch: number) {
  const sheet = accSheetColumns(branch).map((c) => ({
    key: c.key,
    // eslint-disable-next-line sumbook/no-literal-text -- the .xlsx heading of the SERVICE group's total (document 4)
    label: c.header === 'Total' ? `${c.group} Total` : c.header,
  }));
  return invoiceDiffWords([...rcColumns(branch), ...sheet]);
}

/** /accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of an accountant sum compared. */
export default function AccComparePage() {
  const t = useT('acc');
  const title = t('ACC Sum');
  const kind = useMemo<CompareKind>(
    () => ({ kind: 'acc', title, words: accWords, versions: checkVersion, href: versionHref }),
    [title],
  );
  return <ComparePage kind={kind} />;
}
