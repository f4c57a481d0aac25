import { rcColumns } from '../../../domain/rc-columns';
import { ComparePage } from '../../shell/ComparePage';
import type { CompareKind } from '../../ui/DocCompare';
import { invoiceDiffWords } from '../../ui/invoice-diff-words';
import { versionList } from './rc-api';

const RC_COMPARE: CompareKind = {
  kind: 'rc',
  title: 'RC Sum',
  words: (branch) => invoiceDiffWords(rcColumns(branch)),
  versions: versionList,
  href: (branch, day, version) => `/reception_sum/${branch}/${day}/${version}`,
};

/** /reception_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of a reception sum compared. */
export default function RcComparePage() {
  return <ComparePage kind={RC_COMPARE} />;
}
