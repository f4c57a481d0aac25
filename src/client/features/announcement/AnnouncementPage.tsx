import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonSegment, IonSegmentButton, IonSpinner } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useAtomValue } from '../../state/store';
import { useState } from 'react';
import { branchToday } from '../../../domain/branches';
import {
  blankNotice,
  CATEGORY_LABELS,
  NOTICE_CATEGORIES,
  NOTICE_NONE,
  type NoticeCategory,
  type NoticeTemplate,
} from '../../../domain/notice';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import type { Catalogs } from '../../../locales/catalogs';
import { useWide } from '../../shell/use-wide';
import { userAtom } from '../../state/session';
import { SearchBox } from '../../ui/SearchBox';
import { draftOf, type NoticeDraft } from './notice-draft';
import { NoticeModal } from './NoticeModal';
import { useNotices, type NoticesState } from './use-notices';
import './announcement.css';

/** The category names (src/domain) are English keys of the announcement catalog. */
type Key = keyof Catalogs['announcement'];
const CHOICES: [NoticeCategory | 'all', string][] = [
  ['all', 'All'],
  ...NOTICE_CATEGORIES.map((c): [NoticeCategory, string] => [c, CATEGORY_LABELS[c]]),
];

function Categories({ n, wide }: { n: NoticesState; wide: boolean }) {
  const t = useT('announcement');
  if (!wide)
    return (
      <IonSegment
        scrollable
        value={n.category}
        className="an-segment"
        onIonChange={(e) => n.setCategory(String(e.detail.value) as NoticeCategory | 'all')}
      >
        {CHOICES.map(([c, label]) => (
          <IonSegmentButton key={c} value={c}>
            <IonLabel>{t(label as Key)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
    );
  return (
    <IonList className="an-categories" lines="none" aria-label={t('Categories')}>
      {CHOICES.map(([c, label]) => (
        <IonItem
          key={c}
          button
          detail={false}
          color={n.category === c ? 'primary' : undefined}
          aria-current={n.category === c || undefined}
          onClick={() => n.setCategory(c)}
        >
          <IonLabel>{t(label as Key)}</IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}

function Templates({ n, onOpen }: { n: NoticesState; onOpen: (t: NoticeTemplate) => void }) {
  const t = useT('announcement');
  if (!n.all) return <IonSpinner name="crescent" />;
  if (n.shown.length === 0)
    return (
      <p className="an-none" role="status" data-testid="an-none">
        {t(NOTICE_NONE)}
      </p>
    );
  return (
    <div className="an-templates" data-testid="an-templates">
      {n.shown.map((tpl) => (
        <button key={tpl.key} type="button" className="an-card" data-key={tpl.key} onClick={() => onOpen(tpl)}>
          <strong>{tpl.name}</strong>
          <span lang="ja">{tpl.name2}</span>
          <span lang="vi">{tpl.name3}</span>
          <small>{t(CATEGORY_LABELS[tpl.category] as Key)}</small>
        </button>
      ))}
    </div>
  );
}

/** /announcement_form (spec 3 section 2): notice templates by category, title search, preview and print. */
export default function AnnouncementPage() {
  const t = useT('announcement');
  const wide = useWide();
  const n = useNotices();
  const user = useAtomValue(userAtom);
  const [draft, setDraft] = useState<NoticeDraft | null>(null);
  const open = (t: NoticeTemplate) => setDraft(draftOf(t, branchToday(user?.branchID || 1)));
  return (
    <AppPage title={t('NOTICES')}>
      <div className={wide ? 'an-layout an-wide' : 'an-layout'}>
        <Categories n={n} wide={wide} />
        <div className="an-main">
          <div className="an-bar">
            <SearchBox
              value={n.query}
              onSearch={n.setQuery}
              placeholder={t('Search notices (English, 日本語, Tiếng Việt)')}
              shown={n.shown.length}
              total={n.all?.length ?? 0}
            />
            <IonButton onClick={() => open(blankNotice())} data-testid="an-make">
              <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
              {t('Make Announcement')}
            </IonButton>
          </div>
          <Templates n={n} onOpen={open} />
        </div>
      </div>
      <NoticeModal draft={draft} onChange={setDraft} onClose={() => setDraft(null)} />
    </AppPage>
  );
}
