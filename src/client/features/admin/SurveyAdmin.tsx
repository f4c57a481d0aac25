import { IonButton, IonLabel, IonSegment, IonSegmentButton, useIonAlert } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { surveyConfigAnswer } from '../../../contract/survey';
import { BRANCHES } from '../../../domain/branches';
import { tr, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { saveUpdateInfo, sendPass, surveyConfig, tabletAction } from './admin-api';
import { useBranchNames } from '../../ui/use-branch-names';
import type { AdminKey } from './texts';

type Config = z.infer<typeof surveyConfigAnswer>['data'];
type Tab = 'pass' | 'tablets' | 'update';

/** How many tablets the branch has of its cap, and whether new activations are locked after wrong passes. */
function TabletLimits({ cfg }: { cfg: Config }) {
  const t = useT('admin');
  const minutes = Math.ceil(cfg.activationLockedFor / 60_000);
  return (
    <p className="adm-tablet-limits" data-testid="tablet-limits">
      {t('{{n}} of {{cap}} tablets (delete one to activate more). Newest first.', {
        n: cfg.tablets.length,
        cap: cfg.tabletCap,
      })}
      {minutes > 0 && (
        <strong role="status">
          {' '}
          {t(
            'Too many wrong passes: new tablets can be activated again in {{minutes}} min, or at once after Send Pass with a new pass.',
            { minutes },
          )}
        </strong>
      )}
    </p>
  );
}

/** The admin Survey tab: Pass Active (Send Pass), Tablet Status (ON/OFF, Delete, Change Note), Update Information. */
export function SurveyAdmin() {
  const t = useT('admin');
  const notice = useNotice();
  const nameOf = useBranchNames();
  const [alert] = useIonAlert();
  const [tab, setTab] = useState<Tab>('tablets');
  const [branch, setBranch] = useState(1);
  const [cfg, setCfg] = useState<Config | null>(null);
  const [pass, setPass] = useState('');
  const [info, setInfo] = useState({ isUpdate: false, link: '', version: '', whatNew: '' });

  const load = async (b = branch) => {
    const res = await surveyConfig(b);
    if (!res.ok) return notice(res.error.msg, tr('admin')('Load Data'));
    setCfg(res.data.data);
    setInfo(res.data.data.update);
  };
  useEffect(() => {
    void load(branch);
  }, [branch]);

  const act = async (action: 'on' | 'off' | 'delete' | 'note', n: number, note = '') => {
    const res = await tabletAction(branch, action, n, note);
    if (!res.ok) return notice(res.error.msg, t('Update data'));
    setCfg(res.data.data);
    toast(t('Update Success'));
  };
  const confirmDelete = (n: number) =>
    void alert({
      header: t('Delete tablet'),
      message: t('Tablet {{n}} stops taking surveys and must be activated again. Delete it?', { n }),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Delete'), role: 'destructive', handler: () => void act('delete', n) },
      ],
    });
  const changeNote = (n: number, note: string) =>
    void alert({
      header: t('Note of tablet {{n}}', { n }),
      inputs: [{ name: 'note', value: note, attributes: { maxlength: 500, 'aria-label': t('Note') } }],
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Save'), handler: (v: { note: string }) => void act('note', n, v.note) },
      ],
    });

  return (
    <section className="adm-survey" data-testid="admin-survey">
      <IonSegment value={tab} onIonChange={(e) => setTab(e.detail.value as Tab)}>
        <IonSegmentButton value="pass">
          <IonLabel>{t('Pass Active')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="tablets">
          <IonLabel>{t('Tablet Status')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="update">
          <IonLabel>{t('Update Information')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {tab !== 'update' && (
        <label className="adm-field">
          {t('Branch')}
          <select aria-label={t('Branch')} value={branch} onChange={(e) => setBranch(Number(e.target.value))}>
            {BRANCHES.map((b) => (
              <option key={b.id} value={b.id}>
                {b.id} {nameOf(b.id, b.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      {tab === 'pass' && (
        <form
          className="adm-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const res = await sendPass(branch, pass);
            if (!res.ok) return notice(res.error.msg, t('Error when send password'));
            setPass('');
            toast(t('Update Success'));
            void load();
          }}
        >
          <p>
            {cfg?.passSet
              ? t('A pass is set (since {{day}}).', { day: cfg.passUpdatedAt.slice(0, 10) })
              : t('No pass is set: tablets of this branch cannot be activated.')}
          </p>
          <label className="adm-field">
            {t('New pass')}
            <input
              aria-label={t('New pass')}
              value={pass}
              minLength={4}
              maxLength={100}
              onChange={(e) => setPass(e.target.value)}
            />
          </label>
          <IonButton type="submit" disabled={pass.trim().length < 4}>
            {t('Send Pass')}
          </IonButton>
        </form>
      )}
      {tab === 'tablets' && (
        <div className="adm-tablets">
          {cfg?.tablets.length === 0 && <p className="rc-empty">{t('No tablet is activated at this branch.')}</p>}
          {cfg && <TabletLimits cfg={cfg} />}
          {cfg?.tablets.map((tb) => (
            <article key={tb.n} className="adm-tablet" data-testid="tablet-card">
              <header>
                <strong>{t('Tablet {{n}}', { n: tb.n })}</strong>
                {tb.isNew && (
                  <span className="adm-new" data-testid="tablet-new">
                    {t('New')}
                  </span>
                )}
                <span className={`adm-status ${tb.status.toLowerCase()}`} data-testid="tablet-status">
                  {t(tb.status as AdminKey)}
                </span>
              </header>
              <dl>
                <dt>{t('ID')}</dt>
                <dd>{tb.ID}</dd>
                <dt>{t('Activated')}</dt>
                <dd>{tb.date.slice(0, 16).replace('T', ' ')}</dd>
                <dt>{t('Last seen')}</dt>
                <dd>{tb.lateLogin.slice(0, 16).replace('T', ' ')}</dd>
                <dt>{t('Version')}</dt>
                <dd>{tb.version || '-'}</dd>
                <dt>{t('Note')}</dt>
                <dd>{tb.note || '-'}</dd>
              </dl>
              <footer>
                <IonButton size="small" onClick={() => void act(tb.on ? 'off' : 'on', tb.n)}>
                  {tb.on ? t('Turn OFF') : t('Turn ON')}
                </IonButton>
                <IonButton size="small" fill="outline" onClick={() => changeNote(tb.n, tb.note)}>
                  {t('Change Note')}
                </IonButton>
                <IonButton size="small" fill="outline" color="danger" onClick={() => confirmDelete(tb.n)}>
                  {t('Delete')}
                </IonButton>
              </footer>
            </article>
          ))}
        </div>
      )}
      {tab === 'update' && (
        <form
          className="adm-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const res = await saveUpdateInfo(info);
            if (!res.ok) return notice(res.error.msg, t('Update data'));
            setInfo(res.data.data);
            toast(t('Update Success'));
          }}
        >
          <label className="adm-field">
            {t('Version')}
            <input
              aria-label={t('Version')}
              value={info.version}
              maxLength={50}
              onChange={(e) => setInfo({ ...info, version: e.target.value })}
            />
          </label>
          <label className="adm-field">
            {t('Link')}
            <input
              aria-label={t('Link')}
              type="url"
              value={info.link}
              maxLength={500}
              onChange={(e) => setInfo({ ...info, link: e.target.value })}
            />
          </label>
          <label className="adm-field">
            {t('What is new')}
            <textarea
              aria-label={t('What is new')}
              rows={4}
              value={info.whatNew}
              maxLength={4000}
              onChange={(e) => setInfo({ ...info, whatNew: e.target.value })}
            />
          </label>
          <label className="adm-check">
            <input
              type="checkbox"
              checked={info.isUpdate}
              onChange={(e) => setInfo({ ...info, isUpdate: e.target.checked })}
            />{' '}
            {t('Show it on the tablets')}
          </label>
          <IonButton type="submit">{t('Save')}</IonButton>
        </form>
      )}
    </section>
  );
}
