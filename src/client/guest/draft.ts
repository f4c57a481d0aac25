// What a guest typed, kept in sessionStorage per code and room, so a reload does not lose it.
export function loadDraft<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(`survey.${key}`);
    return raw ? ({ ...fallback, ...JSON.parse(raw) } as T) : fallback;
  } catch {
    return fallback;
  }
}
export function saveDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(`survey.${key}`, JSON.stringify(value));
  } catch {
    /* private mode: the draft lives in memory only */
  }
}
export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(`survey.${key}`);
  } catch {
    /* nothing kept */
  }
}
export function hasDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(`survey.${key}`) !== null;
  } catch {
    return false;
  }
}
/** A reception code's answers follow the guest to a corrected room number. */
export function moveDraft(from: string, to: string): void {
  if (from === to) return;
  try {
    const raw = sessionStorage.getItem(`survey.${from}`);
    if (raw === null) return;
    sessionStorage.setItem(`survey.${to}`, raw);
    sessionStorage.removeItem(`survey.${from}`);
  } catch {
    /* nothing kept */
  }
}
