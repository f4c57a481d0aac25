// Database refusals that reach the error handler: answered as what they are (bad input, a clash with a
// change made at the same moment, a busy database) instead of a 500. PostgreSQL's SQLSTATE codes and
// SQLite's result codes.

export interface Refusal {
  statusCode: number;
  msg: string;
}

export const MSG_BAD_VALUE = 'Invalid input: a value cannot be stored';
export const MSG_CLASH = 'This was changed by someone else at the same moment, please reload page and check again.';
export const MSG_BUSY = 'The server is busy, please try again.';

const UNIQUE_CODES = ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'];
const codeOf = (err: object): string => ('code' in err ? String((err as { code: unknown }).code) : '');

/** True for a unique-constraint failure (SQLite or PostgreSQL): someone else stored the same key first. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  return UNIQUE_CODES.includes(codeOf(err)) || /UNIQUE constraint/i.test(String((err as Error).message));
}

export function databaseRefusal(err: unknown): Refusal | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const code = codeOf(err);
  // PostgreSQL: class 22 data exceptions (a NUL character, a number out of range, an impossible date).
  if (/^22[0-9A-Z]{3}$/.test(code)) return { statusCode: 400, msg: MSG_BAD_VALUE };
  if (UNIQUE_CODES.includes(code)) return { statusCode: 409, msg: MSG_CLASH };
  if (
    code === '23503' ||
    code === '23502' ||
    code === '23514' ||
    /^SQLITE_CONSTRAINT_(FOREIGNKEY|NOTNULL|CHECK)$/.test(code)
  )
    return { statusCode: 400, msg: MSG_BAD_VALUE };
  // Serialization failure, deadlock (PostgreSQL), a locked database (SQLite): the change was not made.
  if (code === '40001' || code === '40P01') return { statusCode: 409, msg: MSG_CLASH };
  if (code === 'SQLITE_BUSY' || code === '53300' || code === '57P03') return { statusCode: 503, msg: MSG_BUSY };
  return undefined;
}
