import { useAtomValue } from '../state/store';
import { outboxCountAtom } from '../lib/outbox';
import { useReachable } from '../lib/reachability';
import { offlineText } from './offline-text';
import { useT } from '../lib/i18n';
import './kit.css';

/**
 * The one offline banner, under every page's top bar: shown while the server cannot be reached (the app's
 * own calls, lib/reachability.ts) or saves wait in the outbox, saying how many.
 */
export function OfflineBanner() {
  useT('common'); // drawn again when the language changes
  const reachable = useReachable();
  const waiting = useAtomValue(outboxCountAtom);
  const text = offlineText(reachable, waiting);
  if (!text) return null;
  return (
    <div className={`sb-offline${reachable ? '' : ' off'}`} role="status" data-testid="offline-banner">
      {text}
    </div>
  );
}
