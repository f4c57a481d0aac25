import { DocCompare, type CompareKind } from '../ui/DocCompare';
import { AppPage } from './AppPage';
import { useWide } from './use-wide';

/** A report's version comparison screen: the shared comparison (ui/DocCompare) in the page frame. */
export function ComparePage({ kind }: { kind: CompareKind }) {
  const wide = useWide();
  return (
    <AppPage title="Compare" fill>
      <DocCompare kind={kind} wide={wide} />
    </AppPage>
  );
}
