import { z } from 'zod';
import { isValidDate } from '../domain/dates';

/** A whole number in a path or query: decimal digits only (no sign, hex, exponent or spaces), then the range. */
export const digitsParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number (digits only)')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A branch id in a path: digits only (0 means the user's own branch). */
export const branchParam = digitsParam(0, 999);
export const idParam = digitsParam(1, 999_999_999);

/** Years a report date may have: the business dates, far from 0000 and 9999. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const yearInRange = (text: string): boolean => {
  const year = Number(text.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A real calendar day 'YYYY-MM-DD' (no 2024-02-30, no 0000-00-00), year 1900-2200. */
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(
    (d) => isValidDate(d) && yearInRange(d),
    `Date must be a real calendar day between ${MIN_YEAR} and ${MAX_YEAR}`,
  );
export const monthString = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM')
  .refine(yearInRange, `Month must be between ${MIN_YEAR} and ${MAX_YEAR}`);

/** A YYYY-MM-DD that is a real calendar day (dayString already checks it). */
export const realDay = dayString;
export const branchOnly = z.object({ branchId: branchParam });
export const branchDate = z.object({ branchId: branchParam, date: realDay });
export const branchDateVersion = branchDate.extend({ version: digitsParam(1, 10000) });
