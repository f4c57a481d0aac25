// Path parameters of the reception calls.
import { z } from 'zod';
import { branchParam, dayString, digitsParam } from '../../../contract/common';
import { isValidDate } from '../../../domain/dates';
import { HttpError } from '../../lib/util';

export const realDay = dayString.refine((d) => isValidDate(d), 'Date must be a real calendar day');
export const branchDate = z.object({ branchId: branchParam, date: realDay });
export const branchDateVersion = branchDate.extend({ version: digitsParam(1, 10000) });
export const branchOnly = z.object({ branchId: branchParam });

/** A body day must be a real calendar day (the contract checks only its shape). */
export function checkDay(day: string): void {
  if (!isValidDate(day)) throw new HttpError(400, 'day: Date must be a real calendar day');
}

/** The day in the path and the day in the body must be the same. */
export function samePathDay(path: string, body: string): void {
  checkDay(body);
  if (path !== body) throw new HttpError(400, 'The day in the path and the day in the body differ');
}
