import { accSheetColumns } from '../../../domain/acc-sheet';
import { rcColumns } from '../../../domain/rc-columns';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import { useMemo } from 'react';
import { invoiceDiffWords } from '../../ui/invoice-diff-words';
import { useT } from '../../lib/i18n';
import { checkVersion } from './acc-api';
import { versionHref } from './acc-modes';
import type { AccT } from './acc-text';
import { columnWord } from './column-words';

/**
 * The accountants' column table (acc-sheet.ts, their .xlsx words) names the fields; the screen's table names
 * the totals and what the sheet leaves out (the expenses). The SERVICE group's 'Total' keeps its group. The
 * words in the user's language (column-words.ts).
 */
function accWords(t: AccT) {
  return (branch: number) => {
    const sheet = accSheetColumns(branch).map((c) => {
      const heading = c.header === 'Total' ? `${c.group} Total` : c.header;
      return { key: c.key, label: columnWord(t, heading) };
    });
    const base = rcColumns(branch).map((c) => ({ ...c, label: columnWord(t, c.label) }));
    return invoiceDiffWords([...base, ...sheet]);
  };
}

/** /accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of an accountant sum compared. */
export default function AccComparePage() {
  const t = useT('acc');
  const kind = useMemo<CompareKind>(
    () => ({ kind: 'acc', title: t('ACC Sum'), words: accWords(t), versions: checkVersion, href: versionHref }),
    [t],
  );
  return <ComparePage kind={kind} />;
}
