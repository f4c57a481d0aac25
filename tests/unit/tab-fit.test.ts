import { describe, expect, it } from 'vitest';
import { RESERVED, splitTabs, tabWidth } from '../../src/client/shell/tab-fit';
import { ROLE, type Role } from '../../src/domain/roles';
import { defaultAccessMap, tabsFor } from '../../src/domain/tabs';

const tabsOf = (role: Role) => tabsFor({ role, branchID: 1, area: 'Ha Noi', access: defaultAccessMap(role) });

describe('splitTabs (the tablet top bar)', () => {
  it.each(Object.values(ROLE))('role %i: the tabs shown and MORE fit an 820 px bar, and none is lost', (role) => {
    const tabs = tabsOf(role as Role);
    const { shown, more } = splitTabs(tabs, 820);
    expect([...shown, ...more]).toEqual(tabs);
    const used = shown.reduce((n, t) => n + tabWidth(t), 0) + (more.length ? 84 : 0);
    expect(used).toBeLessThanOrEqual(820 - RESERVED);
    expect(shown[0]?.label).toBe('HOME');
  });

  it('a receptionist sees every tab; the CEO gets MORE with the rest', () => {
    expect(splitTabs(tabsOf(ROLE.RECEPTION), 820).more).toEqual([]);
    const ceo = splitTabs(tabsOf(ROLE.CEO), 820);
    expect(ceo.more.map((t) => t.label)).toContain('ADMIN');
    expect(splitTabs(tabsOf(ROLE.CEO), 1400).more).toEqual([]);
  });
});
