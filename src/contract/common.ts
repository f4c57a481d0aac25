import { z } from 'zod';
import { isValidDate } from '../domain/dates';

/** The one failure shape: `{ status: 0, msg }` with the spec's text in msg. */
export const failure = z.object({ status: z.literal(0), msg: z.string() });
export type Failure = z.infer<typeof failure>;

export const ok = z.object({ status: z.literal(1), msg: z.string() });
export type Ok = z.infer<typeof ok>;

/** A branch id in a path: digits only (0 means the user's own branch). */
export const branchParam = z.coerce.number().int().min(0).max(999);
export const idParam = z.coerce.number().int().positive();
export const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
export const monthString = z.string().regex(/^\d{4}-\d{2}$/, 'Month must be YYYY-MM');

/** A YYYY-MM-DD that is a real calendar day. */
export const realDay = dayString.refine((d) => isValidDate(d), 'Date must be a real calendar day');
export const branchOnly = z.object({ branchId: branchParam });
export const branchDate = z.object({ branchId: branchParam, date: realDay });
export const branchDateVersion = branchDate.extend({ version: z.coerce.number().int().min(1).max(10000) });
