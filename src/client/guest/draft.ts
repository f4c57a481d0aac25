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
