import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useState } from 'react';
import type { AnswerOf } from '../../../contract/endpoint';
import type { accExcelApi } from '../../../contract/acc-excel';
import { NOTE_FILTER_MIN } from '../../../domain/acc-sheet';
import { formatAmount } from '../../../domain/money';
import { NO_DATA } from '../../../domain/messages';
import { useT } from '../../lib/i18n';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { filterFile, filterWithText } from './acc-more-api';

/** The answer, with the text it was searched with (the file is made for that text). */
type Found = AnswerOf<typeof accExcelApi.makeExcelWithText> & { text: string };

/** FILTER WITH NOTE: the period's rows whose telephone note holds the text (3 or more characters, any case), with Down Excel. */
export function NoteFilterDialog({
  open,
  branchId,
  period,
  onClose,
}: {
  open: boolean;
  branchId: number;
  period: string;
  onClose: () => void;
}) {
  const t = useT('acc');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState('');
  const search = async () => {
    setError('');
    setFound(null);
    if (text.trim().length < NOTE_FILTER_MIN) return setError(t('Length key search > 2'));
    const res = await filterWithText(branchId, period, text.trim());
    if (!res.ok) return setError(res.error.msg);
    setFound({ ...res.data, text: text.trim() });
    if (res.data.data.length === 0) setError(t(NO_DATA));
  };
  const download = async () => {
    if (!found) return;
    const res = await filterFile(branchId, period, found.text);
    if (!res.ok) return setError(res.error.msg);
    downloadBlob(res.data, found.fileName);
  };
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="note-filter">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('FILTER WITH NOTE')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          className="rc-find"
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <input
            aria-label={t('Note text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('Text in the telephone note')}
          />
          <IonButton type="submit">{t('Filter')}</IonButton>
        </form>
        {error && (
          <p className="sb-error" role="alert">
            {error}
          </p>
        )}
        {found && found.data.length > 0 && (
          <>
            <IonButton size="small" fill="outline" onClick={() => void download()}>
              {t('Down Excel ({{n}})', { n: found.data.length })}
            </IonButton>
            <IonList>
              {found.data.map(({ day, row }) => (
                <IonItem key={`${day}-${row.ID}`}>
                  <IonLabel className="ion-text-wrap">
                    <h3>
                      {day} · {row.HI ? t('HI {{number}}', { number: row.HI }) : t('SI {{number}}', { number: row.SI })}{' '}
                      · {row.name}
                    </h3>
                    <p>{String(row.telephone)}</p>
                  </IonLabel>
                  <strong slot="end">{formatAmount(row.sub + row.serviceTotal, branchId)}</strong>
                </IonItem>
              ))}
            </IonList>
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
