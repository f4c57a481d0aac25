// Password rules and messages (spec 1 section 5, spec 3 section 5).
export const PASSWORD_MIN = 6;
export const MSG_PASSWORD_SHORT = 'Password must be at least 6 characters';
export const MSG_PASSWORD_MISMATCH_RESET = 'Password did not match';
export const MSG_PASSWORD_MISMATCH_PROFILE = 'New password & Confirm did not match';
export const MSG_PASSWORD_WEAK = 'Password very too weak';
export const MSG_ADMIN_MISMATCH = 'Passwords do not match';
export const MSG_ADMIN_SHORT = 'Password must be 6 characters';
export const MSG_INVALID_EMAIL = 'Invalid email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A standard e-mail pattern (forgot-password). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The message for a new password that breaks a rule, or null. `confirm` undefined skips the match check. */
export function checkNewPassword(password: string, confirm: string | undefined, mismatchMsg: string): string | null {
  if (password.length < PASSWORD_MIN) return MSG_PASSWORD_SHORT;
  if (confirm !== undefined && confirm !== password) return mismatchMsg;
  return null;
}

/** Admin reset (spec 3 section 5): match, length, and 123456 refused. */
export function checkAdminPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return MSG_ADMIN_MISMATCH;
  if (password.length < PASSWORD_MIN) return MSG_ADMIN_SHORT;
  if (password === '123456') return MSG_PASSWORD_WEAK;
  return null;
}
