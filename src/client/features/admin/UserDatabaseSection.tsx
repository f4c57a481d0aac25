import { useCallback, useState } from 'react';
import { AREAS } from '../../../domain/branches';
import { useT } from '../../lib/i18n';
import { SearchedUserList } from './UserList';
import { useUserList } from './use-user-list';
import { blockedUsers, usersOfArea, type AreaPick } from './users-api';

type View = 'blocked' | AreaPick;

/** User Database: the blocked users of every area, or the users of one area (or all), with their state. */
export function UserDatabaseSection() {
  const t = useT('admin');
  const [view, setView] = useState<View>('blocked');
  const load = useCallback((area: AreaPick) => (view === 'blocked' ? blockedUsers() : usersOfArea(area)), [view]);
  const list = useUserList(load);
  return (
    <section className="adm-section" data-testid="admin-database">
      <div className="adm-toolbar">
        <label className="adm-field adm-inline">
          {t('Show')}
          <select
            aria-label={t('Show')}
            value={view}
            onChange={(e) => {
              const v = e.target.value as View;
              setView(v);
              if (v !== 'blocked') list.setArea(v);
            }}
          >
            <option value="blocked">{t('Blocked users (all areas)')}</option>
            <option value="all">{t('Every user (all areas)')}</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SearchedUserList
        list={list}
        extra={{ title: t('Block message'), cell: (u) => u.blockMsg || '-' }}
        testId="database-list"
      />
    </section>
  );
}
