import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline, refreshOutline, saveOutline, trashOutline } from 'ionicons/icons';
import { useNotice } from '../../lib/use-notice';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { RecruitmentCards, RecruitmentTable } from './RecruitmentRows';
import { useRecruitment, type SkippedNotice } from './use-recruitment';
import './recruitment.css';

const notSavedText = (notice: SkippedNotice) =>
  `Not saved (position, workplace and deadline are all needed): ${notice.rows
    .map((r) => `row ${r.n} (${r.missing.join(', ')} missing)`)
    .join('; ')}. They stay on the list, marked Not saved.`;

/**
 * /recruitment (manager, area manager, CEO, supervisor; spec 3 sections 2 and 4): the open positions with
 * workplace and deadline. Tablets edit a table, phones cards. Add rows, tick and remove rows, SAVE sends
 * everything in one call; rows missing a field are named and kept on the screen, the rest is stored and
 * the list is loaded again.
 */
export default function RecruitmentPage() {
  const wide = useWide();
  const s = useRecruitment();
  const notice = useNotice();
  const save = async () => {
    const result = await s.save();
    if (result && result.rows.length) notice(notSavedText(result));
  };
  const n = s.selection.selected.size;
  const removeLabel = n ? `Remove selected (${n})` : 'Remove selected';
  return (
    <AppPage
      title="RECRUITMENT"
      footer={
        s.rows && (
          <div className="rc-actions">
            <IonButton fill="outline" onClick={s.add}>
              <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
              Add row
            </IonButton>
            <IonButton
              fill="outline"
              color="danger"
              disabled={n === 0}
              aria-label={removeLabel}
              onClick={s.removeSelected}
            >
              <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
              {wide ? removeLabel : `Remove${n ? ` (${n})` : ''}`}
            </IonButton>
            <IonButton disabled={s.busy} onClick={() => void save()}>
              <IonIcon aria-hidden="true" slot="start" icon={saveOutline} />
              Save
            </IonButton>
          </div>
        )
      }
    >
      <div className="rc-bar">
        <p className="sb-muted">
          {s.rows ? `${s.rows.length} position${s.rows.length === 1 ? '' : 's'}` : ''}
          {s.dirty ? ' · unsaved changes' : ''}
        </p>
        <IonButton fill="clear" size="small" disabled={s.busy} onClick={() => void s.load()}>
          <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
          Load Data
        </IonButton>
      </div>
      {!s.rows && !s.error && <IonSpinner />}
      {s.error && (
        <p className="sb-error" role="alert">
          {s.error}
        </p>
      )}
      {s.rows && s.rows.length === 0 && <p className="sb-muted">Have not data</p>}
      {s.rows && s.rows.length > 0 && (wide ? <RecruitmentTable s={s} /> : <RecruitmentCards s={s} />)}
    </AppPage>
  );
}
