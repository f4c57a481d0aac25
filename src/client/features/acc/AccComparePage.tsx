import { accSheetColumns } from '../../../domain/acc-sheet';
import { rcColumns } from '../../../domain/rc-columns';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import { useMemo } from 'react';
import { invoiceDiffWords } from '../../ui/invoice-diff-words';
import { catalogText, useT } from '../../lib/i18n';
import { checkVersion } from './acc-api';
import { versionHref } from './acc-modes';

/**
 * The accountants' column table (acc-sheet.ts, their .xlsx words) names the fields; the screen's table names
 * the totals and what the sheet leaves out (the expenses). The SERVICE group's 'Total' keeps its group. The
 * words in the user's language (catalogText).
 */
function accWords(branch: number) {
  const sheet = accSheetColumns(branch).map((c) => {
    const heading = c.header === 'Total' ? `${c.group} Total` : c.header;
    return { key: c.key, label: catalogText(heading, ['acc']) };
  });
  const base = rcColumns(branch).map((c) => ({ ...c, label: catalogText(c.label, ['acc']) }));
  return invoiceDiffWords([...base, ...sheet]);
}

/** /accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of an accountant sum compared. */
export default function AccComparePage() {
  const t = useT('acc');
  const kind = useMemo<CompareKind>(
    () => ({ kind: 'acc', title: t('ACC Sum'), words: accWords, versions: checkVersion, href: versionHref }),
    [t],
  );
  return <ComparePage kind={kind} />;
}
