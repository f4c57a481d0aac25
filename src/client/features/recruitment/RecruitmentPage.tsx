import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline, refreshOutline, saveOutline, trashOutline } from 'ionicons/icons';
import type { TFunction } from '../../lib/i18n';
import type { Catalogs } from '../../../locales/catalogs';
import { useT } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { RecruitmentCards, RecruitmentTable } from './RecruitmentRows';
import { useRecruitment, type SkippedNotice } from './use-recruitment';
import './recruitment.css';

/** The fields a row lacks, as the server names them (position, workplace, deadline): keys of the catalog. */
type Missing = keyof Catalogs['recruitment'];
const notSavedText = (notice: SkippedNotice, t: TFunction<'recruitment'>) =>
  t('Not saved (position, workplace and deadline are all needed): {{rows}}. They stay on the list, marked Not saved.', {
    rows: notice.rows
      .map((r) =>
        t('row {{n}} ({{fields}} missing)', { n: r.n, fields: r.missing.map((f) => t(f as Missing)).join(', ') }),
      )
      .join('; '),
  });

/**
 * /recruitment (manager, area manager, CEO, supervisor; spec 3 sections 2 and 4): the open positions with
 * workplace and deadline. Tablets edit a table, phones cards. Add rows, tick and remove rows, SAVE sends
 * everything in one call; rows missing a field are named and kept on the screen, the rest is stored and
 * the list is loaded again.
 */
export default function RecruitmentPage() {
  const t = useT('recruitment');
  const wide = useWide();
  const s = useRecruitment();
  const notice = useNotice();
  const save = async () => {
    const result = await s.save();
    if (result && result.rows.length) notice(notSavedText(result, t));
  };
  const n = s.selection.selected.size;
  const removeLabel = n ? t('Remove selected ({{n}})', { n }) : t('Remove selected');
  return (
    <AppPage
      title={t('RECRUITMENT')}
      footer={
        s.rows && (
          <div className="rc-actions">
            <IonButton fill="outline" onClick={s.add}>
              <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
              {t('Add row')}
            </IonButton>
            <IonButton
              fill="outline"
              color="danger"
              disabled={n === 0}
              aria-label={removeLabel}
              onClick={s.removeSelected}
            >
              <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
              {wide ? removeLabel : n ? t('Remove ({{n}})', { n }) : t('Remove')}
            </IonButton>
            <IonButton disabled={s.busy} onClick={() => void save()}>
              <IonIcon aria-hidden="true" slot="start" icon={saveOutline} />
              {t('Save')}
            </IonButton>
          </div>
        )
      }
    >
      <div className="rc-bar">
        <p className="sb-muted">
          {s.rows ? t('{{count}} positions', { count: s.rows.length }) : ''}
          {s.dirty ? ` · ${t('unsaved changes')}` : ''}
        </p>
        <IonButton fill="clear" size="small" disabled={s.busy} onClick={() => void s.load()}>
          <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
          {t('Load Data')}
        </IonButton>
      </div>
      {!s.rows && !s.error && <IonSpinner />}
      {s.error && (
        <p className="sb-error" role="alert">
          {s.error}
        </p>
      )}
      {s.rows && s.rows.length === 0 && <p className="sb-muted">{t('Have not data')}</p>}
      {s.rows && s.rows.length > 0 && (wide ? <RecruitmentTable s={s} /> : <RecruitmentCards s={s} />)}
    </AppPage>
  );
}
