// Links between the reception-sum screens.

/** The comparison of two versions of a day's sum (RcVersionDiffPage). */
export const compareHref = (branch: number | string, day: string, from: number, to: number) =>
  `/reception_sum_compare/${branch}/${day}/${from}/${to}`;

/** The day's last two versions compared, or null when the day has fewer than two. */
export function lastTwoCompared(branch: number, day: string, list: readonly { day: string; version: number }[]) {
  const own = list
    .filter((v) => v.day === day)
    .map((v) => v.version)
    .sort((a, b) => a - b);
  return own.length < 2 ? null : compareHref(branch, day, own[own.length - 2], own[own.length - 1]);
}
