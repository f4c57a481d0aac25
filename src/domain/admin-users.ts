// Administration rules (spec 3 sections 4-6 and 9, spec 1 section 4.4): how often an administrator may
// move a browser (login) or glist entry between the activated and blocked lists, and the extra access
// rights an administrator grants on top of a role's default tabs.
import type { AccessMap } from './access';
import { ROLE, type Role } from './roles';
import { defaultAccessMap } from './tabs';

/** Changes allowed per entry, counted in its log.active: login 3, glist 5 (spec 3 section 9). */
export const ENTRY_CHANGE_LIMIT = { login: 3, glist: 5 } as const;
export type EntryTarget = keyof typeof ENTRY_CHANGE_LIMIT;

/** The Block / Activate action is offered (and accepted by the server) while the entry is under its limit. */
export function mayChangeEntry(target: EntryTarget, changes: number): boolean {
  return changes < ENTRY_CHANGE_LIMIT[target];
}

export function entryLimitMsg(target: EntryTarget): string {
  const limit = ENTRY_CHANGE_LIMIT[target];
  return `This ${target === 'login' ? 'browser' : 'glist entry'} has been changed ${limit} times, the most allowed: it cannot be changed again`;
}

/** The extra rights (spec 1 section 6) as tab name to route. */
export const EXTRA_RIGHTS = {
  'MAN SUM': '/manager_sum',
  'MAN EXPECTED': '/manager_expected',
  'MAN TOTAL': '/manager_total',
} as const;
export type ExtraRight = keyof typeof EXTRA_RIGHTS;
const RIGHT_NAMES = Object.keys(EXTRA_RIGHTS) as ExtraRight[];

/** The extra rights a stored access map holds (top-level tabs naming a right's route). */
export function rightsOf(access: AccessMap): ExtraRight[] {
  return RIGHT_NAMES.filter((r) => access[r] === EXTRA_RIGHTS[r]);
}

/** A user's access map: the role's default tabs plus the extra rights granted. */
export function accessFor(role: Role, rights: readonly ExtraRight[]): AccessMap {
  const map: AccessMap = { ...defaultAccessMap(role) };
  for (const r of RIGHT_NAMES) if (rights.includes(r)) map[r] = EXTRA_RIGHTS[r];
  return map;
}

/**
 * Who may be changed by whom: nobody blocks, demotes or re-roles themselves (no admin locks the team out),
 * and only the CEO gives or takes the CEO role or changes a CEO's account.
 */
export function adminChangeProblem(
  me: { id: number; role: Role },
  target: { id: number; role: Role },
  change: { role?: Role; block?: boolean },
): string | null {
  if (me.id === target.id && (change.block || (change.role !== undefined && change.role !== target.role)))
    return 'You cannot block yourself or change your own role';
  if (me.role !== ROLE.CEO && (target.role === ROLE.CEO || change.role === ROLE.CEO))
    return 'Only the CEO may change a CEO account or give the CEO role';
  return null;
}
