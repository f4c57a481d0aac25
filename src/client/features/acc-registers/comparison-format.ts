import type { ComparisonLine } from '../../../domain/acc-comparison';
import { formatAmount, formatNumber } from '../../../domain/money';

// How a comparison line's figures read: counts whole, money with the branch's decimals.
const COUNTS = new Set(['nights', 'numberBF']);

export function figure(line: Pick<ComparisonLine, 'key'>, value: number, branchId: number): string {
  return COUNTS.has(line.key) ? formatNumber(value, 0) : formatAmount(value, branchId);
}

/** The difference with its sign: '+1,000,000', '-250,000', '0'. */
export function signedFigure(line: ComparisonLine, branchId: number): string {
  const text = figure(line, line.difference, branchId);
  return line.difference > 0 ? `+${text}` : text;
}

/** up, down or flat: the colour of the percentage. */
export const trend = (line: ComparisonLine) => (line.difference > 0 ? 'up' : line.difference < 0 ? 'down' : 'flat');
