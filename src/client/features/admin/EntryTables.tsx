import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { banOutline, checkmarkCircleOutline, createOutline } from 'ionicons/icons';
import type { AdminUser, LoginEntry } from '../../../contract/admin';
import { ENTRY_CHANGE_LIMIT, mayChangeEntry } from '../../../domain/admin-users';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useWide } from '../../shell/use-wide';
import { moveEntry, noteEntry, type Target } from './users-api';

const when = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');
/** The device id is long: its start names it well enough beside the note (which carries the request code). */
const shortId = (id: string) => (id.length > 14 ? `${id.slice(0, 12)}…` : id);

interface Props {
  user: AdminUser;
  target: Target;
  onChanged: (user: AdminUser) => void;
}

/**
 * The activated and blocked tables of a user's browser (login) or glist entries (spec 3 sections 2 and 4):
 * Block / Activate after a confirmation; the action is hidden once the entry has used its changes
 * (3 for a browser, 5 for a glist entry; the server refuses past them too).
 */
export function EntryTables({ user, target, onChanged }: Props) {
  const [alert] = useIonAlert();
  const notice = useNotice();
  const wide = useWide();
  const limit = ENTRY_CHANGE_LIMIT[target];
  const what = target === 'login' ? 'browser' : 'glist entry';

  const move = (e: LoginEntry, type: 'activate' | 'block') => {
    const left = limit - e.log.active - 1;
    const verb = type === 'activate' ? 'Activate' : 'Block';
    void alert({
      header: `${verb} this ${what}?`,
      message: `${e.note || shortId(e.id)}. After this it can be changed ${left} more time${left === 1 ? '' : 's'}.${
        type === 'block' && target === 'login' ? ' The user is signed out everywhere.' : ''
      }`,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: verb,
          role: type === 'block' ? 'destructive' : undefined,
          handler: () => {
            void moveEntry(user, e.id, type, target).then((res) => {
              if (!res.ok) return notice(res.error.msg, 'Update data');
              toast('Update Success');
              onChanged(res.data.data);
            });
          },
        },
      ],
    });
  };
  const note = (e: LoginEntry) =>
    void alert({
      header: `Note of this ${what}`,
      inputs: [{ name: 'note', value: e.note, attributes: { maxlength: 200, 'aria-label': 'Note' } }],
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: 'Save',
          handler: (v: { note: string }) => {
            void noteEntry(user, e.id, target, v.note).then((res) => {
              if (!res.ok) return notice(res.error.msg, 'Update data');
              toast('Update Success');
              onChanged(res.data.data);
            });
          },
        },
      ],
    });

  const action = (e: LoginEntry, type: 'activate' | 'block') =>
    mayChangeEntry(target, e.log.active) ? (
      <IonButton
        size="small"
        fill="outline"
        color={type === 'block' ? 'danger' : 'success'}
        onClick={() => move(e, type)}
        aria-label={`${type === 'block' ? 'Block' : 'Activate'} ${e.note || e.id}`}
      >
        <IonIcon aria-hidden="true" slot="start" icon={type === 'block' ? banOutline : checkmarkCircleOutline} />
        {type === 'block' ? 'Block' : 'Activate'}
      </IonButton>
    ) : (
      <span className="adm-limit" title={`Changed ${e.log.active} times: the most allowed`}>
        Limit reached
      </span>
    );

  const section = (title: string, entries: LoginEntry[], type: 'activate' | 'block', testId: string) => (
    <section className="adm-entries" data-testid={testId}>
      <h3>
        {title} <small>({entries.length})</small>
      </h3>
      {entries.length === 0 ? (
        <p className="adm-muted">None.</p>
      ) : wide ? (
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Note</th>
              <th scope="col">ID</th>
              <th scope="col">Changed</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Used</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={e.id} data-testid="entry-row">
                <td className="adm-nowrap">{i + 1}</td>
                <td>
                  {e.note || '-'}{' '}
                  <IonButton size="small" fill="clear" onClick={() => note(e)} aria-label="Change note">
                    <IonIcon aria-hidden="true" slot="icon-only" icon={createOutline} />
                  </IonButton>
                </td>
                <td title={e.id}>{shortId(e.id)}</td>
                <td>{when(e.time)}</td>
                <td>{when(e.lateLogin)}</td>
                <td className="adm-nowrap">
                  {e.log.active} / {limit}
                </td>
                <td>{action(e, type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="adm-entry-cards">
          {entries.map((e) => (
            <li key={e.id} className="adm-card" data-testid="entry-row">
              <div className="adm-card-head">
                <strong>{e.note || shortId(e.id)}</strong>
                <span className="adm-muted">
                  {e.log.active} / {limit}
                </span>
              </div>
              <p className="adm-muted">
                Last sign-in {when(e.lateLogin)} · changed {when(e.time)}
              </p>
              <div className="adm-card-actions">
                <IonButton size="small" fill="clear" onClick={() => note(e)}>
                  Note
                </IonButton>
                {action(e, type)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  const lists = user[target];
  return (
    <div className="adm-entry-tables">
      {section('Activated', lists.listActivated, 'block', `${target}-activated`)}
      {section('Blocked', lists.listBlock, 'activate', `${target}-blocked`)}
    </div>
  );
}
