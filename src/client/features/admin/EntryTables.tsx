import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { banOutline, checkmarkCircleOutline, createOutline } from 'ionicons/icons';
import type { AdminUser, LoginEntry } from '../../../contract/admin';
import { ENTRY_CHANGE_LIMIT, mayChangeEntry } from '../../../domain/admin-users';
import { useT } from '../../lib/i18n';
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
  const t = useT('admin');
  const [alert] = useIonAlert();
  const notice = useNotice();
  const wide = useWide();
  const limit = ENTRY_CHANGE_LIMIT[target];
  const login = target === 'login';

  const move = (e: LoginEntry, type: 'activate' | 'block') => {
    const left = { name: e.note || shortId(e.id), count: limit - e.log.active - 1 };
    const verb = type === 'activate' ? t('Activate') : t('Block');
    const header =
      type === 'activate'
        ? login
          ? t('Activate this browser?')
          : t('Activate this glist entry?')
        : login
          ? t('Block this browser?')
          : t('Block this glist entry?');
    void alert({
      header,
      message:
        type === 'block' && login
          ? t('{{name}}. After this it can be changed {{count}} more times. The user is signed out everywhere.', left)
          : t('{{name}}. After this it can be changed {{count}} more times.', left),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: verb,
          role: type === 'block' ? 'destructive' : undefined,
          handler: () => {
            void moveEntry(user, e.id, type, target).then((res) => {
              if (!res.ok) return notice(res.error.msg, t('Update data'));
              toast(t('Update Success'));
              onChanged(res.data.data);
            });
          },
        },
      ],
    });
  };
  const note = (e: LoginEntry) =>
    void alert({
      header: login ? t('Note of this browser') : t('Note of this glist entry'),
      inputs: [{ name: 'note', value: e.note, attributes: { maxlength: 200, 'aria-label': t('Note') } }],
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t('Save'),
          handler: (v: { note: string }) => {
            void noteEntry(user, e.id, target, v.note).then((res) => {
              if (!res.ok) return notice(res.error.msg, t('Update data'));
              toast(t('Update Success'));
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
        aria-label={
          type === 'block'
            ? t('Block {{name}}', { name: e.note || e.id })
            : t('Activate {{name}}', { name: e.note || e.id })
        }
      >
        <IonIcon aria-hidden="true" slot="start" icon={type === 'block' ? banOutline : checkmarkCircleOutline} />
        {type === 'block' ? t('Block') : t('Activate')}
      </IonButton>
    ) : (
      <span className="adm-limit" title={t('Changed {{n}} times: the most allowed', { n: e.log.active })}>
        {t('Limit reached')}
      </span>
    );

  const section = (title: string, entries: LoginEntry[], type: 'activate' | 'block', testId: string) => (
    <section className="adm-entries" data-testid={testId}>
      <h3>
        {title} <small>({entries.length})</small>
      </h3>
      {entries.length === 0 ? (
        <p className="adm-muted">{t('None.')}</p>
      ) : wide ? (
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t('No')}</th>
              <th scope="col">{t('Note')}</th>
              <th scope="col">{t('ID')}</th>
              <th scope="col">{t('Changed')}</th>
              <th scope="col">{t('Last sign-in')}</th>
              <th scope="col">{t('Used')}</th>
              <th scope="col">{t('Action')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={e.id} data-testid="entry-row">
                <td className="adm-nowrap">{i + 1}</td>
                <td>
                  {e.note || '-'}{' '}
                  <IonButton size="small" fill="clear" onClick={() => note(e)} aria-label={t('Change note')}>
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
                {t('Last sign-in {{signIn}} · changed {{changed}}', {
                  signIn: when(e.lateLogin),
                  changed: when(e.time),
                })}
              </p>
              <div className="adm-card-actions">
                <IonButton size="small" fill="clear" onClick={() => note(e)}>
                  {t('Note')}
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
      {section(t('Activated'), lists.listActivated, 'block', `${target}-activated`)}
      {section(t('Blocked'), lists.listBlock, 'activate', `${target}-blocked`)}
    </div>
  );
}
