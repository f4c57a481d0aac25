// Tabs built from the access map (spec 1 section 2.2) and the default access maps. The spec leaves the
// content of each role's access map open ("not shown"); what is checked here is that no role is ever
// offered a tab it may not open (spec 1 section 2.1 and spec 3's gating table, as in access.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRoute, type AccessMap, type AccessSubject } from '../../src/domain/access';
import { ALL_ROLES, type Role } from '../../src/domain/roles';
import { STAFF_VIEW_ROLES } from '../../src/domain/acc-staff';
import { defaultAccessMap, tabsFor, type Tab } from '../../src/domain/tabs';

const user = (role: Role, access: AccessMap): AccessSubject => ({ role, branchID: 3, area: 'Ha Noi', access });

/** Screens a role opens without extra rights (roles 0..8; A allow, F forbidden), from the spec's tables. */
// prettier-ignore
const OPENS: Record<string, string> = {
  //                         012345678
  '/reception_sum':         'AAAAAAAAA',
  '/daily-report':          'AAAAAAAAA',
  '/reception_debit':       'AFAAFAAAA',
  '/az_debit':              'AFAAFAAAA',
  '/acc_debit':             'AFAAAAAAA',
  '/acc_make':              'FFFFAAFAA',
  '/acc_cost':              'AAAAAAAAA',
  '/acc_staff':             'AAAAAAAAA',
  '/acc_comparison':        'AAAAAAAAA',
  '/acc_chart':             'FFFFAAFAA',
  '/survey_online':         'AAAAAAAAA',
  '/old_survey_online':     'AAAAAAAAA',
  '/education':             'FFAAFFAAF',
  '/recruitment':           'FFAAFFAAF',
  '/reservation':           'FFAAFFAAF',
  '/edit_content_azvn':     'FFAAFFAAF',
  '/report-total':          'FAAAFAAAA',
  '/count_massage':         'AAAAAAAAA',
  '/storage_report':        'AAAAAAAAA',
  '/breakfast_report':      'AAAAAAAAA',
  '/guest_number':          'AAAAAAAAA',
  '/input_excel':           'AAAAAAAAA',
  '/manage_user':           'FAFFFFFAF',
  '/support_mail':          'FAFFFFFAF',
  '/membership':            'FAFFFFFAF',
  '/announcement_form':     'AFAAFFFFF',
};

function paths(tabs: Tab[]): string[] {
  return tabs.flatMap((t) => (t.path ? [t.path] : (t.children ?? []).map((c) => c.path)));
}

function mapPaths(map: AccessMap): string[] {
  return Object.values(map).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
}

describe('tabsFor', () => {
  it('starts with Home', () => {
    for (const role of ALL_ROLES) expect(tabsFor(user(role, {}))).toEqual([{ label: 'HOME', path: '/home' }]);
    expect(tabsFor({ role: 0, branchID: 3, area: 'Ha Noi' })).toEqual([{ label: 'HOME', path: '/home' }]);
  });

  it.each(ALL_ROLES)(
    'role %i, every screen in the access map: keeps exactly the tabs the spec lets it open',
    (role) => {
      const flat: AccessMap = Object.fromEntries(Object.keys(OPENS).map((p) => [`T ${p}`, p]));
      const grouped: AccessMap = { GROUP: Object.fromEntries(Object.keys(OPENS).map((p) => [`T ${p}`, p])) };
      const expected = Object.keys(OPENS).filter((p) => OPENS[p][role] === 'A');
      const flatTabs = tabsFor(user(role, flat));
      expect(paths(flatTabs)).toEqual(['/home', ...expected]);
      expect(flatTabs.slice(1).map((t) => t.label)).toEqual(expected.map((p) => `T ${p}`));
      const groupTabs = tabsFor(user(role, grouped));
      expect(groupTabs[1]).toEqual({ label: 'GROUP', children: expected.map((p) => ({ label: `T ${p}`, path: p })) });
    },
  );

  it('drops a group none of whose sub-tabs opens, and unknown paths', () => {
    const tabs = tabsFor(
      user(0, { ADMIN: { USERS: '/manage_user', MEMBERSHIP: '/membership' }, BAD: '/nope', RC: '/reception_sum' }),
    );
    expect(tabs).toEqual([
      { label: 'HOME', path: '/home' },
      { label: 'RC', path: '/reception_sum' },
    ]);
  });

  it('shows the manager tabs to a holder of the rights (the map is the right)', () => {
    const access: AccessMap = { MANAGER: { 'MAN SUM': '/manager_sum', 'MAN TOTAL': '/manager_total' } };
    expect(tabsFor(user(3, access))).toEqual([
      { label: 'HOME', path: '/home' },
      {
        label: 'MANAGER',
        children: [
          { label: 'MAN SUM', path: '/manager_sum' },
          { label: 'MAN TOTAL', path: '/manager_total' },
        ],
      },
    ]);
  });

  it('never returns a tab the user may not open (random access maps)', () => {
    const anyPath = fc.constantFrom(
      ...Object.keys(OPENS),
      '/manager_sum',
      '/manager_expected',
      '/manager_total',
      '/nope',
      '/home',
      '/user/profile',
    );
    const value = fc.oneof(anyPath, fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), anyPath, { maxKeys: 5 }));
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_ROLES),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), value, { maxKeys: 8 }),
        (role, access) => {
          const u = user(role, access);
          for (const p of paths(tabsFor(u))) expect(decideRoute(p, u)).toBe('allow');
          for (const p of paths(tabsFor(u))) {
            // The right-free screens follow the spec's table, whatever else the map holds.
            if (OPENS[p]) expect(OPENS[p][role]).toBe('A');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('defaultAccessMap', () => {
  it.each(ALL_ROLES)('role %i only holds routes it may open, and all of them become tabs', (role) => {
    const map = defaultAccessMap(role);
    const held = mapPaths(map);
    expect(held.length).toBeGreaterThan(0);
    for (const p of held) {
      expect(decideRoute(p, user(role, map)), p).toBe('allow');
      // Without the map's own rights as well: the defaults must not rely on a right to open a tab,
      // except the manager screens, which the spec opens to roles 2, 6 and 7 anyway.
      expect(decideRoute(p, user(role, {})), `${p} role ${role} without rights`).toBe('allow');
    }
    expect(paths(tabsFor(user(role, map)))).toEqual(['/home', ...held]);
  });

  it('lets every role that reads the staff mistakes register find it in its menu (managers under MANAGER)', () => {
    for (const role of STAFF_VIEW_ROLES)
      expect(mapPaths(defaultAccessMap(role)), `role ${role}`).toContain('/acc_staff');
    expect(defaultAccessMap(2).MANAGER).toMatchObject({ 'ACC STAFF': '/acc_staff' });
    expect(defaultAccessMap(6).MANAGER).toMatchObject({ 'ACC STAFF': '/acc_staff' });
  });

  it('gives the manager tabs only to the manager roles', () => {
    for (const role of ALL_ROLES) {
      const has = mapPaths(defaultAccessMap(role)).some((p) => p.startsWith('/manager_'));
      expect(has, `role ${role}`).toBe([2, 6, 7].includes(role));
    }
  });
});
