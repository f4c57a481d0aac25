import type { ReactNode } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { ROLE_NAMES, type Role } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { useWide } from '../../shell/use-wide';
import { VirtualCards } from '../../ui/VirtualCards';
import { SearchBox } from '../../ui/SearchBox';
import type { AdminKey } from './texts';
import type { UserList as UserListState } from './use-user-list';

/** The status a list shows: Active, or Blocked. */
export function ActiveBadge({ u }: { u: AdminUser }) {
  const t = useT('admin');
  return <span className={`adm-status ${u.blocked ? 'off' : 'online'}`}>{u.blocked ? t('Blocked') : t('Active')}</span>;
}

/**
 * Users as a table on tablets (No, Email, Area, Branch, Name, Role, Active, and an extra column when given)
 * or as cards on phones; a tap opens the user.
 */
export function UserList({
  users,
  onOpen,
  extra,
  testId,
}: {
  users: AdminUser[];
  onOpen?: (u: AdminUser) => void;
  extra?: { title: string; cell: (u: AdminUser) => ReactNode };
  testId: string;
}) {
  const t = useT('admin');
  const wide = useWide();
  if (users.length === 0) return <p className="rc-empty">{t('No user here.')}</p>;
  if (!wide)
    return (
      <VirtualCards
        items={users}
        keyOf={(u) => String(u.id)}
        estimate={110}
        testId={testId}
        cardTestId="user-card"
        className="adm-cards"
        cardClass={() => 'adm-card-slot'}
      >
        {(u) => {
          const body = (
            <>
              <span className="adm-card-head">
                <strong>{u.name}</strong>
                <ActiveBadge u={u} />
              </span>
              <span className="adm-email">{u.email}</span>
              <span className="adm-muted">
                {t(ROLE_NAMES[u.role as Role] as AdminKey)} · {u.branch} ({u.area})
              </span>
              {extra && <span className="adm-muted">{extra.cell(u)}</span>}
            </>
          );
          return onOpen ? (
            <button type="button" className="adm-user-card" onClick={() => onOpen(u)}>
              {body}
            </button>
          ) : (
            <div className="adm-user-card">{body}</div>
          );
        }}
      </VirtualCards>
    );
  return (
    <div className="adm-table-wrap">
      <table className="adm-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('No')}</th>
            <th scope="col">{t('Email')}</th>
            <th scope="col">{t('Area')}</th>
            <th scope="col">{t('Branch')}</th>
            <th scope="col">{t('Name')}</th>
            <th scope="col">{t('Role')}</th>
            <th scope="col">{t('Active')}</th>
            {extra && <th scope="col">{extra.title}</th>}
          </tr>
        </thead>
        <tbody>
          {users.map((u, i) => (
            <tr
              key={u.id}
              data-testid="user-row"
              className={onOpen ? 'adm-click' : undefined}
              onClick={() => onOpen?.(u)}
            >
              <td className="adm-nowrap">{i + 1}</td>
              <td>
                {onOpen ? (
                  <button
                    type="button"
                    className="adm-link"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(u);
                    }}
                  >
                    {u.email}
                  </button>
                ) : (
                  u.email
                )}
              </td>
              <td>{u.area}</td>
              <td>{u.branch}</td>
              <td>{u.name}</td>
              <td>{t(ROLE_NAMES[u.role as Role] as AdminKey)}</td>
              <td>
                <ActiveBadge u={u} />
              </td>
              {extra && <td>{extra.cell(u)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A section's users: the search box over name and e-mail, then the list (a line while it loads). */
export function SearchedUserList({
  list,
  onOpen,
  extra,
  testId,
}: {
  list: UserListState;
  onOpen?: (u: AdminUser) => void;
  extra?: { title: string; cell: (u: AdminUser) => ReactNode };
  testId: string;
}) {
  const t = useT('admin');
  return (
    <>
      <SearchBox
        value={list.search}
        onSearch={list.setSearch}
        placeholder={t('Search name or e-mail')}
        shown={list.shown.length}
        total={list.users?.length ?? 0}
      />
      {list.users === null ? (
        <p className="rc-empty">{list.loading ? t('Loading…') : t('Not loaded.')}</p>
      ) : (
        <UserList users={list.shown} onOpen={onOpen} extra={extra} testId={testId} />
      )}
    </>
  );
}
