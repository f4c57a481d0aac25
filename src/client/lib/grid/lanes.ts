/**
 * Ordered lanes: the writes of one key (a cell) run one after the other, each after the last one's answer,
 * so a cell's second change is based on what its first one got back. Writes of other keys do not wait.
 */
export function lanes(): <T>(key: string, fn: () => Promise<T>) => Promise<T> {
  const last = new Map<string, Promise<unknown>>();
  return (key, fn) => {
    const run = (last.get(key) ?? Promise.resolve()).then(fn, fn);
    last.set(key, run);
    return run;
  };
}
