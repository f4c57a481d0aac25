// The offline banner's words (OfflineBanner.tsx), pure for the unit tests, in the user's language.
import { tr } from '../lib/i18n';

/** "3 saves wait to be sent." (or 1 save). */
export function waitingText(count: number): string {
  const t = tr('common');
  return count === 1
    ? t('{{n}} save waits to be sent.', { n: count })
    : t('{{n}} saves wait to be sent.', { n: count });
}

/** The banner's words: offline or not (lib/reachability), and how many saves the outbox holds. */
export function offlineText(reachable: boolean, waiting: number): string | null {
  const wait = waiting > 0 ? waitingText(waiting) : '';
  if (!reachable) {
    const t = tr('common');
    return wait
      ? t('Offline: showing what this device kept. {{waiting}}', { waiting: wait })
      : t('Offline: showing what this device kept.');
  }
  return wait || null;
}
