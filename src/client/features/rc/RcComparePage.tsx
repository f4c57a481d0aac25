import { rcColumns } from '../../../domain/rc-columns';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import { invoiceDiffWords } from '../../ui/invoice-diff-words';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n';
import { versionList } from './rc-api';

/** /reception_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of a reception sum compared. */
export default function RcComparePage() {
  const t = useT('rc');
  const kind = useMemo<CompareKind>(
    () => ({
      kind: 'rc',
      title: t('RC Sum'),
      words: (branch) => invoiceDiffWords(rcColumns(branch)),
      versions: versionList,
      href: (branch, day, version) => `/reception_sum/${branch}/${day}/${version}`,
    }),
    [t],
  );
  return <ComparePage kind={kind} />;
}
