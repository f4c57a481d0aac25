import { DocCompare, type CompareKind } from '../ui/DocCompare';
import { AppPage } from './AppPage';
import { useWide } from './use-wide';
import { useT } from '../lib/i18n';

/** A report's version comparison screen: the shared comparison (ui/DocCompare) in the page frame. */
export function ComparePage({ kind }: { kind: CompareKind }) {
  const wide = useWide();
  const t = useT('common');
  return (
    <AppPage title={t('Compare')} fill>
      <DocCompare kind={kind} wide={wide} />
    </AppPage>
  );
}
