import { IonButton, IonLabel, IonSegment, IonSegmentButton, useIonAlert } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { surveyConfigAnswer } from '../../../contract/survey';
import { BRANCHES } from '../../../domain/branches';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { saveUpdateInfo, sendPass, surveyConfig, tabletAction } from './admin-api';
import { useBranchNames } from '../../ui/use-branch-names';

type Config = z.infer<typeof surveyConfigAnswer>['data'];
type Tab = 'pass' | 'tablets' | 'update';

/** How many tablets the branch has of its cap, and whether new activations are locked after wrong passes. */
function TabletLimits({ cfg }: { cfg: Config }) {
  const minutes = Math.ceil(cfg.activationLockedFor / 60_000);
  return (
    <p className="adm-tablet-limits" data-testid="tablet-limits">
      {cfg.tablets.length} of {cfg.tabletCap} tablets (delete one to activate more). Newest first.
      {minutes > 0 && (
        <strong role="status">
          {' '}
          Too many wrong passes: new tablets can be activated again in {minutes} min, or at once after Send Pass with a
          new pass.
        </strong>
      )}
    </p>
  );
}

/** The admin Survey tab: Pass Active (Send Pass), Tablet Status (ON/OFF, Delete, Change Note), Update Information. */
export function SurveyAdmin() {
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
    if (!res.ok) return notice(res.error.msg, 'Load Data');
    setCfg(res.data.data);
    setInfo(res.data.data.update);
  };
  useEffect(() => {
    void load(branch);
  }, [branch]);

  const act = async (action: 'on' | 'off' | 'delete' | 'note', n: number, note = '') => {
    const res = await tabletAction(branch, action, n, note);
    if (!res.ok) return notice(res.error.msg, 'Update data');
    setCfg(res.data.data);
    toast('Update Success');
  };
  const confirmDelete = (n: number) =>
    void alert({
      header: 'Delete tablet',
      message: `Tablet ${n} stops taking surveys and must be activated again. Delete it?`,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: 'Delete', role: 'destructive', handler: () => void act('delete', n) },
      ],
    });
  const changeNote = (n: number, note: string) =>
    void alert({
      header: `Note of tablet ${n}`,
      inputs: [{ name: 'note', value: note, attributes: { maxlength: 500, 'aria-label': 'Note' } }],
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: 'Save', handler: (v: { note: string }) => void act('note', n, v.note) },
      ],
    });

  return (
    <section className="adm-survey" data-testid="admin-survey">
      <IonSegment value={tab} onIonChange={(e) => setTab(e.detail.value as Tab)}>
        <IonSegmentButton value="pass">
          <IonLabel>Pass Active</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="tablets">
          <IonLabel>Tablet Status</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="update">
          <IonLabel>Update Information</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {tab !== 'update' && (
        <label className="adm-field">
          Branch
          <select aria-label="Branch" value={branch} onChange={(e) => setBranch(Number(e.target.value))}>
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
            if (!res.ok) return notice(res.error.msg, 'Error when send password');
            setPass('');
            toast('Update Success');
            void load();
          }}
        >
          <p>
            {cfg?.passSet
              ? `A pass is set (since ${cfg.passUpdatedAt.slice(0, 10)}).`
              : 'No pass is set: tablets of this branch cannot be activated.'}
          </p>
          <label className="adm-field">
            New pass
            <input
              aria-label="New pass"
              value={pass}
              minLength={4}
              maxLength={100}
              onChange={(e) => setPass(e.target.value)}
            />
          </label>
          <IonButton type="submit" disabled={pass.trim().length < 4}>
            Send Pass
          </IonButton>
        </form>
      )}
      {tab === 'tablets' && (
        <div className="adm-tablets">
          {cfg?.tablets.length === 0 && <p className="rc-empty">No tablet is activated at this branch.</p>}
          {cfg && <TabletLimits cfg={cfg} />}
          {cfg?.tablets.map((t) => (
            <article key={t.n} className="adm-tablet" data-testid="tablet-card">
              <header>
                <strong>Tablet {t.n}</strong>
                {t.isNew && (
                  <span className="adm-new" data-testid="tablet-new">
                    New
                  </span>
                )}
                <span className={`adm-status ${t.status.toLowerCase()}`} data-testid="tablet-status">
                  {t.status}
                </span>
              </header>
              <dl>
                <dt>ID</dt>
                <dd>{t.ID}</dd>
                <dt>Activated</dt>
                <dd>{t.date.slice(0, 16).replace('T', ' ')}</dd>
                <dt>Last seen</dt>
                <dd>{t.lateLogin.slice(0, 16).replace('T', ' ')}</dd>
                <dt>Version</dt>
                <dd>{t.version || '-'}</dd>
                <dt>Note</dt>
                <dd>{t.note || '-'}</dd>
              </dl>
              <footer>
                <IonButton size="small" onClick={() => void act(t.on ? 'off' : 'on', t.n)}>
                  {t.on ? 'Turn OFF' : 'Turn ON'}
                </IonButton>
                <IonButton size="small" fill="outline" onClick={() => changeNote(t.n, t.note)}>
                  Change Note
                </IonButton>
                <IonButton size="small" fill="outline" color="danger" onClick={() => confirmDelete(t.n)}>
                  Delete
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
            if (!res.ok) return notice(res.error.msg, 'Update data');
            setInfo(res.data.data);
            toast('Update Success');
          }}
        >
          <label className="adm-field">
            Version
            <input
              aria-label="Version"
              value={info.version}
              maxLength={50}
              onChange={(e) => setInfo({ ...info, version: e.target.value })}
            />
          </label>
          <label className="adm-field">
            Link
            <input
              aria-label="Link"
              type="url"
              value={info.link}
              maxLength={500}
              onChange={(e) => setInfo({ ...info, link: e.target.value })}
            />
          </label>
          <label className="adm-field">
            What is new
            <textarea
              aria-label="What is new"
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
            Show it on the tablets
          </label>
          <IonButton type="submit">Save</IonButton>
        </form>
      )}
    </section>
  );
}
