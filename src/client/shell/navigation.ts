import { tabsFor, type Tab } from '../../domain/tabs';
import type { SessionUser } from '../../contract/user';
import type { Role } from '../../domain/roles';
import { SCREEN_PATHS } from '../screen-paths';

function built(path: string): boolean {
  return SCREEN_PATHS.some((pattern) => {
    const p = pattern.split('/');
    const s = path.split('/');
    return p.length === s.length && p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
  });
}

/** The user's tabs (domain rules), keeping only screens this build has. */
export function userTabs(user: SessionUser): Tab[] {
  const tabs = tabsFor({ ...user, role: user.role as Role });
  return tabs
    .map((t) => (t.children ? { ...t, children: t.children.filter((c) => built(c.path)) } : t))
    .filter((t) => (t.children ? t.children.length > 0 : built(t.path ?? '')));
}
