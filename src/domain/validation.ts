// Input validation messages (spec 1 section 5; spec 2 sections 5.3, 5.6; spec 3 section 5).
import {
  checkAdminPassword,
  checkNewPassword,
  isEmail,
  MSG_INVALID_EMAIL,
  MSG_PASSWORD_MISMATCH_PROFILE,
  MSG_PASSWORD_MISMATCH_RESET,
  PASSWORD_MIN,
} from './password';

// Password and e-mail rules live in password.ts; these wrappers give each screen its message.
export { PASSWORD_MIN };

/** "Password: at least 6 characters ('Password must be at least 6 characters')". */
export function passwordCheck(password: string): string | null {
  return checkNewPassword(password, undefined, MSG_PASSWORD_MISMATCH_RESET);
}

/** Reset screen: length, then "Password did not match". */
export function resetPasswordCheck(password: string, confirm: string): string | null {
  return checkNewPassword(password, confirm, MSG_PASSWORD_MISMATCH_RESET);
}

/** Profile screen: length, then "New password & Confirm did not match". */
export function profilePasswordCheck(password: string, confirm: string): string | null {
  return checkNewPassword(password, confirm, MSG_PASSWORD_MISMATCH_PROFILE);
}

/** Admin reset: "Passwords do not match", "Password must be 6 characters", "Password very too weak" for 123456. */
export function adminResetPasswordCheck(password: string, confirm: string): string | null {
  return checkAdminPassword(password, confirm);
}

/** Forgot password: 'Invalid email' unless the address matches the standard pattern. */
export function emailCheck(email: string): string | null {
  return isEmail(email) ? null : MSG_INVALID_EMAIL;
}

export const SEARCH_MIN = 3;

/** Advanced search: "Key search is empty", "Length key search > 2"; the key is trimmed and upper-cased. */
export function searchKeyCheck(
  key: string | null | undefined,
): { ok: true; key: string } | { ok: false; error: string } {
  const k = (key ?? '').trim();
  if (k === '') return { ok: false, error: 'Key search is empty' };
  if (k.length < SEARCH_MIN) return { ok: false, error: 'Length key search > 2' };
  return { ok: true, key: k.toUpperCase() };
}

/** Invoice find, note filter and register text filter need at least 3 characters. */
export function minSearchOk(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= SEARCH_MIN;
}

/** "Note filter ... filters the telephone note case-insensitively" (no filtering under 3 characters). */
export function filterByNote<T extends { telephone: number | string }>(rows: readonly T[], text: string): T[] {
  if (!minSearchOk(text)) return [...rows];
  const needle = text.trim().toLowerCase();
  return rows.filter((r) => String(r.telephone).toLowerCase().includes(needle));
}

export const EXCEL_TYPE_ERROR = 'Please select only excel file types';

/** Excel import file check: legacy .xls only for the sums (spec 2 section 5.6), .xls or .xlsx elsewhere. */
export function excelFileCheck(fileName: string, legacyOnly = true): string | null {
  const name = fileName.toLowerCase();
  const ok = legacyOnly ? name.endsWith('.xls') : name.endsWith('.xls') || name.endsWith('.xlsx');
  return ok ? null : EXCEL_TYPE_ERROR;
}

/** Recruitment save ignores rows missing position, deadline or location. */
export function recruitmentRowComplete(row: { position?: string; location?: string; deadline?: string }): boolean {
  return [row.position, row.location, row.deadline].every((v) => (v ?? '').trim() !== '');
}
