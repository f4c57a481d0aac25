import { IonButton, IonCheckbox } from '@ionic/react';
import { AppPage } from '../../shell/AppPage';
import { NumberInput } from '../../ui/NumberInput';
import { SHEET_ACCEPT } from './sheet-io';
import { useDraw, type DrawState } from './use-draw';
import { useT } from '../../lib/i18n';
import './tools.css';

function Setup({ d }: { d: DrawState }) {
  const t = useT('tools');
  return (
    <section className="tl-card" aria-label={t('Members')}>
      <h2>{t('Members')}</h2>
      <div className="tl-file">
        <input
          id="rd-file"
          className="tl-file-input"
          type="file"
          accept={SHEET_ACCEPT}
          data-testid="rd-file"
          onChange={(e) => {
            void d.choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor="rd-file" className="tl-file-button">
          {d.file ? t('Choose another spreadsheet') : t('Choose a spreadsheet')}
        </label>
        <span className="tl-note">{t('.xlsx, .xls or .csv')}</span>
      </div>
      {d.reading && <p className="tl-note">{t('Reading the file…')}</p>}
      {d.file && (
        <>
          <p className="tl-note" data-testid="rd-file-name">
            {t('{{file}}: {{n}} members', { file: d.file, n: d.members.length })}
          </p>
          <div className="tl-row">
            <span>{t('First row holds column titles')}</span>
            <IonCheckbox
              aria-label={t('First row holds column titles')}
              checked={d.hasHeader}
              onIonChange={(e) => d.setHasHeader(e.detail.checked)}
            />
          </div>
          <div className="tl-row">
            <label htmlFor="rd-column">{t('Name column')}</label>
            <select
              id="rd-column"
              data-testid="rd-column"
              value={d.column}
              onChange={(e) => d.setColumn(Number(e.target.value))}
            >
              {d.columns.map((c, i) => (
                <option key={i} value={i}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <div className="tl-row">
        <label htmlFor="rd-title">{t('Draw name')}</label>
        <input
          id="rd-title"
          value={d.title}
          placeholder={t('e.g. Year-end party')}
          onChange={(e) => d.setTitle(e.target.value)}
        />
      </div>
      <div className="tl-row">
        <span>{t('Pool slots (number to draw)')}</span>
        <NumberInput
          value={d.slots}
          decimals={0}
          inputMode="numeric"
          label={t('Pool slots')}
          testId="rd-slots"
          onChange={(v) => d.setSlots(v)}
        />
      </div>
      <div className="tl-actions">
        <IonButton onClick={d.draw} disabled={d.slots < 1 || d.members.length === 0} data-testid="rd-draw">
          {t('Draw')}
        </IonButton>
      </div>
    </section>
  );
}

function Result({ d }: { d: DrawState }) {
  const t = useT('tools');
  if (d.result.length === 0) return null;
  return (
    <section className="tl-card" aria-label={t('Result')}>
      <h2>{d.title.trim() || t('Result')}</h2>
      <ol className="tl-list" data-testid="rd-result">
        {d.result.map((r, i) => (
          <li key={i}>{r[d.column]}</li>
        ))}
      </ol>
      <div className="tl-actions">
        <IonButton fill="outline" onClick={d.exportCsv} data-testid="rd-csv">
          {t('Export CSV')}
        </IonButton>
        <IonButton fill="outline" onClick={() => void d.exportXlsx()} data-testid="rd-xlsx">
          {t('Export Excel')}
        </IonButton>
      </div>
    </section>
  );
}

/** /random: a fair random draw from an uploaded spreadsheet (spec 3 sections 2, 5 and 8; src/domain/tools.ts). */
export default function RandomPage() {
  const t = useT('tools');
  const d = useDraw();
  return (
    <AppPage title={t('Random')}>
      <div className="tl-grid">
        <Setup d={d} />
        <Result d={d} />
      </div>
    </AppPage>
  );
}
