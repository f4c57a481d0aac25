/** Counts failures per key inside a sliding window; in memory (one server process; see README for several). */
export class Throttle {
  private hits = new Map<string, number[]>();
  constructor(private readonly limit: number, private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    return this.windowMs - (now - list[list.length - this.limit]);
  }

  fail(key: string, now = Date.now()): void {
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}
