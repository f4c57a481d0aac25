import { checkNewPassword } from '../../../domain/password';
import { HttpError } from '../../lib/util';

/** Refuses a new password that breaks the rules of spec 1 section 5, with the spec's message. */
export function assertNewPassword(password: string, confirm: string | undefined, mismatchMsg: string): void {
  const problem = checkNewPassword(password, confirm, mismatchMsg);
  if (problem) throw new HttpError(400, problem);
}
