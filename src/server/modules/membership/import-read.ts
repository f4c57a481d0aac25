// Members from an Excel sheet (/input_excel, issue 32): one row per member with User ID, Name, Email, Login
// type and Points (the rank follows the points, as everywhere). A User ID already a member, or twice in the
// sheet, is refused (members are added, never overwritten by a sheet).
import { MEMBER_COLUMNS, type ExcelRefusal } from '../../../domain/input-excel';
import { LOGIN_TYPES, rankOfPoints } from '../../../domain/membership';
import { isEmail } from '../../../domain/support-mail';
import { foldText } from '../../../domain/text-search';
import type { Db } from '../../db/connection';
import { transact } from '../../db/transact';
import type { AuthUser } from '../../kernel/auth-user';
import { audit } from '../../kernel/audit';
import { cellText, numberOf, readColumns } from '../../lib/excel-columns';
import { nowIso } from '../../lib/util';

export interface MemberLine {
  userId: string;
  name: string;
  email: string;
  loginType: string;
  points: number;
}

export async function readMembers(db: Db, body: unknown) {
  const lines = await readColumns(body, [...MEMBER_COLUMNS]);
  const ids = lines.map((l) => cellText(l.get('User ID'))).filter(Boolean);
  const taken = new Set(
    ids.length === 0
      ? []
      : (await db.selectFrom('members').select('user_id').where('user_id', 'in', ids).execute()).map((r) => r.user_id),
  );
  const out: (MemberLine & { row: number })[] = [];
  const refusals: ExcelRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { row, get } of lines) {
    const refuse = (msg: string) => refusals.push({ row, msg });
    const userId = cellText(get('User ID'));
    const name = cellText(get('Name'));
    const email = cellText(get('Email')).toLowerCase();
    const loginType = LOGIN_TYPES.find((t) => t.toLowerCase() === cellText(get('Login type')).toLowerCase());
    const pointsText = cellText(get('Points'));
    const points = pointsText === '' ? 0 : numberOf(get('Points'));
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(userId)) refuse(`User ID '${userId}' must be 1 to 40 letters, digits, - or _`);
    else if (taken.has(userId)) refuse(`User ID ${userId} is already a member`);
    else if (seen.has(userId)) refuse(`User ID ${userId} is already in row ${seen.get(userId)}`);
    else if (name === '' || name.length > 120) refuse('Name must be 1 to 120 characters');
    else if (!isEmail(email)) refuse(`Email '${email}' is not an e-mail address`);
    else if (!loginType) refuse(`Login type '${cellText(get('Login type'))}' is not one of ${LOGIN_TYPES.join(', ')}`);
    else if (points === null) refuse(`Points '${pointsText}' is not a number`);
    else if (!Number.isInteger(points) || points < 0 || points > 1e9)
      refuse(`Points ${pointsText} must be a whole number, 0 or more`);
    else {
      seen.set(userId, row);
      out.push({ row, userId, name, email, loginType, points });
    }
  }
  return { lines: out, refusals };
}

export async function writeMembers(db: Db, me: AuthUser, lines: readonly MemberLine[]): Promise<number> {
  const at = nowIso();
  return transact(db, async (trx) => {
    // In chunks: a statement's parameters are limited (SQLite 32,766).
    for (let i = 0; i < lines.length; i += 500)
      await trx
        .insertInto('members')
        .values(
          lines.slice(i, i + 500).map((l) => ({
            user_id: l.userId,
            name: l.name,
            email: l.email,
            login_type: l.loginType,
            rank: rankOfPoints(l.points),
            az_point: l.points,
            az_coin: 0,
            gender: '',
            birth_year: null,
            registered_at: at,
            area: '',
            bookings: 0,
            search: foldText(`${l.userId} ${l.name} ${l.email}`),
          })),
        )
        .execute();
    await audit(trx, me.id, 'membership.import', 'members', { by: me.name, userIds: lines.map((l) => l.userId) });
    return lines.length;
  });
}
