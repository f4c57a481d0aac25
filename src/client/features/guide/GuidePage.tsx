import { IonButton, IonIcon, IonLabel, IonSegment, IonSegmentButton, IonSpinner, useIonAlert } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { guideTopics } from '../../../domain/guide';
import { ROLE_SET, type Role } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { userAtom } from '../../state/session';
import { TopicList, TopicText } from './GuideContent';
import { GuideEditor, type GuideDraft } from './GuideEditor';
import { useGuides } from './use-guides';
import './guide.css';

/**
 * The in-app manual: /user/guider (signed in) or any path with report/manual (no sign-in). Header tabs by
 * guide name, the guide's topics at the side (chips on phones), the topic's text. The admin and the CEO
 * add, edit and remove guides here.
 */
export default function GuidePage() {
  const t = useT('guide');
  const { pathname } = useLocation();
  const open = pathname.includes('report/manual');
  const wide = useWide();
  const user = useAtomValue(userAtom);
  const admin = !!user && ROLE_SET.admin.includes(user.role as Role);
  const g = useGuides(open);
  const [alert] = useIonAlert();
  const [current, setCurrent] = useState(0);
  const [topic, setTopic] = useState(0);
  const [draft, setDraft] = useState<GuideDraft | null>(null);
  const guides = g.guides;
  const guide = guides?.[Math.min(current, (guides?.length ?? 1) - 1)];
  const topics = useMemo(() => guideTopics(guide?.content ?? ''), [guide]);
  useEffect(() => setTopic(0), [current, guide?.id, guide?.content]);

  const pick = (i: number) => setCurrent(i);
  const edit = (d: GuideDraft) => {
    g.setEditError('');
    setDraft(d);
  };
  const onSave = async (d: GuideDraft) => {
    const list = await g.save(d);
    if (!list) return;
    setDraft(null);
    const i = list.findIndex((x) => x.name === d.name.trim());
    if (i >= 0) setCurrent(i);
  };
  const onDelete = () => {
    if (!guide) return;
    void alert({
      header: t('Delete this guide?'),
      message: t('"{{name}}" is removed from the manual for everyone.', { name: guide.name }),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Delete'), role: 'destructive', handler: () => void g.remove(guide.id).then(() => setCurrent(0)) },
      ],
    });
  };

  return (
    <AppPage title={t('Manual')}>
      {!guides && !g.error && <IonSpinner />}
      {g.error && (
        <p className="sb-error" role="alert">
          {t('error')}
        </p>
      )}
      {guides && (
        <>
          <IonSegment scrollable value={String(current)} onIonChange={(e) => pick(Number(e.detail.value ?? 0))}>
            {guides.map((x, i) => (
              <IonSegmentButton key={x.id} value={String(i)}>
                <IonLabel>{x.name}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
          {admin && (
            <div className="gd-admin" data-testid="guide-admin">
              {guide && (
                <IonButton
                  size="small"
                  fill="outline"
                  aria-label={t('Edit guide')}
                  onClick={() => edit({ ...guide, sort: current })}
                >
                  <IonIcon aria-hidden="true" slot="start" icon={createOutline} />
                  {wide ? t('Edit guide') : t('Edit')}
                </IonButton>
              )}
              <IonButton
                size="small"
                fill="outline"
                aria-label={t('New guide')}
                onClick={() => edit({ name: '', content: '', sort: guides.length })}
              >
                <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
                {wide ? t('New guide') : t('New')}
              </IonButton>
              {guide && (
                <IonButton size="small" fill="clear" color="danger" aria-label={t('Delete guide')} onClick={onDelete}>
                  <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
                  {wide ? t('Delete guide') : t('Delete')}
                </IonButton>
              )}
            </div>
          )}
          {guide ? (
            <div className={wide ? 'gd-layout' : 'gd-single'}>
              <TopicList topics={topics} current={topic} onPick={setTopic} wide={wide} />
              <TopicText guideName={guide.name} topic={topics[topic]} />
            </div>
          ) : (
            <p className="sb-muted">{t('Have not data')}</p>
          )}
        </>
      )}
      <GuideEditor
        draft={draft}
        count={guides?.length ?? 0}
        busy={g.busy}
        error={g.editError}
        onSave={(d) => void onSave(d)}
        onClose={() => setDraft(null)}
      />
    </AppPage>
  );
}
