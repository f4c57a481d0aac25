// Addresses of the version comparison (issue 17): one shared screen (shell/ComparePage) per report kind
// that lists its versions in the app.

/** The report kinds the app compares, as GET /docs/:kind/... names them. */
export type ComparedKind = 'rc' | 'acc' | 'man';

const BASE: Record<ComparedKind, string> = {
  rc: '/reception_sum_compare',
  acc: '/accountant_sum_compare',
  man: '/manager_sum_compare',
};

/** Two versions of a day's report compared. */
export const compareHref = (kind: ComparedKind, branch: number | string, day: string, from: number, to: number) =>
  `${BASE[kind]}/${branch}/${day}/${from}/${to}`;

/** The day's last two versions compared, or null when the day has fewer than two. */
export function lastTwoCompared(
  kind: ComparedKind,
  branch: number,
  day: string,
  list: readonly { day: string; version: number }[],
): string | null {
  const own = list
    .filter((v) => v.day === day)
    .map((v) => v.version)
    .sort((a, b) => a - b);
  return own.length < 2 ? null : compareHref(kind, branch, day, own[own.length - 2], own[own.length - 1]);
}
