import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { addOutline, closeOutline, printOutline, removeOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { FONT_MAX, FONT_MIN, formatNoticeDate, stepFont } from '../../../domain/notice';
import { useT } from '../../lib/i18n';
import type { NoticeDraft } from './notice-draft';
import { NoticeDateInputs } from './NoticeDateInputs';
import { NoticePrint } from './NoticePrint';

interface Props {
  draft: NoticeDraft | null;
  onChange: (d: NoticeDraft) => void;
  onClose: () => void;
}

/** While the preview is open, printing shows only the notice (announcement.css `body.an-printing`). */
function usePrintMode(on: boolean) {
  useEffect(() => {
    if (!on) return;
    document.body.classList.add('an-printing');
    return () => document.body.classList.remove('an-printing');
  }, [on]);
}

function Lines({ draft, onChange }: { draft: NoticeDraft; onChange: (d: NoticeDraft) => void }) {
  const t = useT('announcement');
  const setLine = (i: number, text: string) =>
    onChange({ ...draft, lines: draft.lines.map((l, j) => (j === i ? text : l)) });
  return (
    <article className="an-sheet an-sheet-edit" style={{ fontSize: `${draft.fontSize}px` }} data-testid="an-sheet">
      <p className="an-sheet-date">{formatNoticeDate(draft.date)}</p>
      {draft.template.content.map((line, i) =>
        line.edit ? (
          <textarea
            key={i}
            rows={1}
            className="an-sheet-line an-line-input"
            aria-label={t('Line {{n}}', { n: i + 1 })}
            data-testid={`an-line-${i}`}
            value={draft.lines[i] ?? ''}
            onChange={(e) => setLine(i, e.target.value.replace(/\n/g, ' '))}
          />
        ) : (
          <p key={i} className={i === 0 ? 'an-sheet-line an-sheet-title' : 'an-sheet-line'}>
            {draft.lines[i] || '\u00a0'}
          </p>
        ),
      )}
    </article>
  );
}

/** The large preview of a notice: editable lines, the date, the font size (steps of 1) and Print. */
export function NoticeModal({ draft, onChange, onClose }: Props) {
  usePrintMode(!!draft);
  const t = useT('announcement');
  const template = draft?.template;
  return (
    <IonModal isOpen={!!draft} onDidDismiss={onClose} className="an-modal" data-testid="an-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{template?.name ?? ''}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label={t('Close')}>
              <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {draft && (
          <>
            <p className="an-names">
              <span lang="ja">{draft.template.name2}</span> · <span lang="vi">{draft.template.name3}</span>
            </p>
            <div className="an-tools">
              <NoticeDateInputs date={draft.date} onChange={(date) => onChange({ ...draft, date })} />
              <div className="an-font" role="group" aria-label={t('Font size')}>
                <IonButton
                  fill="outline"
                  size="small"
                  aria-label={t('Smaller font')}
                  data-testid="an-font-down"
                  disabled={draft.fontSize <= FONT_MIN}
                  onClick={() => onChange({ ...draft, fontSize: stepFont(draft.fontSize, -1) })}
                >
                  <IonIcon aria-hidden="true" slot="icon-only" icon={removeOutline} />
                </IonButton>
                <span data-testid="an-font">{draft.fontSize}</span>
                <IonButton
                  fill="outline"
                  size="small"
                  aria-label={t('Larger font')}
                  data-testid="an-font-up"
                  disabled={draft.fontSize >= FONT_MAX}
                  onClick={() => onChange({ ...draft, fontSize: stepFont(draft.fontSize, 1) })}
                >
                  <IonIcon aria-hidden="true" slot="icon-only" icon={addOutline} />
                </IonButton>
              </div>
              <IonButton onClick={() => window.print()} data-testid="an-print-button">
                <IonIcon aria-hidden="true" slot="start" icon={printOutline} />
                {t('Print')}
              </IonButton>
            </div>
            <Lines draft={draft} onChange={onChange} />
            <NoticePrint draft={draft} />
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
