// Paths of the contract's entries, without zod, so the light sign-in bundle can build and type them.
/** `'/rc/:branchId/view_sum/:date'` -> `'branchId' | 'date'`. */
export type PathKeys<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | PathKeys<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

/** The values a caller gives for the path's parameters. */
export type PathValues<P extends string> = { [K in PathKeys<P>]: string | number };

/** Fills the path's `:name` parameters (URL-encoded); a missing one is a programming error. */
export function pathOf<P extends string>(path: P, values: PathValues<P>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const v = (values as Record<string, string | number | undefined>)[key];
    if (v === undefined) throw new Error(`${path}: no value for :${key}`);
    return encodeURIComponent(String(v));
  });
}
