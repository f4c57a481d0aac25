import { useAtomValue } from '../state/store';
import { outboxCountAtom } from '../lib/outbox';
import { useReachable } from '../lib/reachability';
import './kit.css';

/** "3 saves wait to be sent." (or 1 save). */
export function waitingText(count: number): string {
  return `${count} save${count === 1 ? '' : 's'} wait${count === 1 ? 's' : ''} to be sent.`;
}

/** The banner's words: offline or not (lib/reachability), and how many saves the outbox holds. */
export function offlineText(reachable: boolean, waiting: number): string | null {
  const wait = waiting > 0 ? waitingText(waiting) : '';
  if (!reachable) return `Offline: showing what this device kept.${wait ? ` ${wait}` : ''}`;
  return wait || null;
}

/**
 * The one offline banner, under every page's top bar: shown while the server cannot be reached (the app's
 * own calls, lib/reachability.ts) or saves wait in the outbox, saying how many.
 */
export function OfflineBanner() {
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
