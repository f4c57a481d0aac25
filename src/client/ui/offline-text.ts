// The offline banner's words (OfflineBanner.tsx), pure for the unit tests.

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
