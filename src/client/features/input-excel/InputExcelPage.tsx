import { IonButton, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import { useRef } from 'react';
import { EXCEL_KIND_INFO, type ExcelKind } from '../../../domain/input-excel';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { EmptyState } from '../../ui/EmptyState';
import { PreviewCards, PreviewTable, Refusals } from './PreviewRows';
import { useInputExcel, type InputExcelState } from './use-input-excel';
import './input-excel.css';
import { DateField, MonthField } from '../../ui/DateField';

/** The kinds' names (domain/input-excel's labels), catalog keys. */
type KindLabel =
  | 'Accountant sum (INPUT FORM EXCEL)'
  | 'Reception sum'
  | 'Storage items and start stock'
  | 'Support mail list'
  | 'Members';

const ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Picks({ s, onFile }: { s: InputExcelState; onFile: () => void }) {
  const t = useT('input-excel');
  const info = s.kind ? EXCEL_KIND_INFO[s.kind] : null;
  return (
    <div className="ix-picks">
      <IonSelect
        aria-label={t('Import')}
        interface="popover"
        className="sb-picker ix-kind"
        value={s.kind}
        data-testid="ix-kind"
        onIonChange={(e) => s.setKind(e.detail.value as ExcelKind)}
      >
        {s.kinds.map((k) => (
          <IonSelectOption key={k} value={k}>
            {t(EXCEL_KIND_INFO[k].label as KindLabel)}
          </IonSelectOption>
        ))}
      </IonSelect>
      {info && info.place !== 'none' && (
        <BranchPicker
          value={s.choice}
          onChange={(v) => {
            s.setChoice(v);
            s.reset();
          }}
        />
      )}
      {info?.place === 'day' && (
        <DateField
          label={t('Day')}
          className="ix-date"
          value={s.day}
          onChange={(day) => {
            s.setDay(day);
            s.reset();
          }}
        />
      )}
      {info?.place === 'month' && (
        <MonthField
          className="ix-date"
          label={t('Month')}
          value={s.month}
          onChange={(month) => {
            s.setMonth(month);
            s.reset();
          }}
        />
      )}
      <IonButton size="small" onClick={onFile} disabled={!info || s.busy} data-testid="ix-choose">
        {t('CHOOSE FILE')}
      </IonButton>
      {s.busy && <IonSpinner name="dots" />}
    </div>
  );
}

/** /input_excel: one place to import the chain's spreadsheets, each with a preview and nothing written until CONFIRM. */
export default function InputExcelPage() {
  const t = useT('input-excel');
  const s = useInputExcel();
  const wide = useWide();
  const input = useRef<HTMLInputElement>(null);
  const info = s.kind ? EXCEL_KIND_INFO[s.kind] : null;
  const p = s.preview;
  return (
    <AppPage title={t('INPUT EXCEL')}>
      <h2 className="ix-head">{t('Input Excel')}</h2>
      <Picks s={s} onFile={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="ix-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          void s.choose(f);
        }}
      />
      {info && !p && !s.done && (
        <EmptyState
          message={t('Choose an Excel file to preview')}
          hint={t('First row: {{columns}}. Nothing changes until you confirm.', { columns: info.columns.join(' | ') })}
        />
      )}
      {p && (
        <section className="ix-preview" aria-label={t('Preview')}>
          <p className="ix-summary" role="status" data-testid="ix-summary">
            {t('{{file}}: {{n}} row(s) to import, {{refused}} refused. Nothing changes until you confirm.', {
              file: s.file?.name,
              n: p.rows.length,
              refused: p.refusals.length,
            })}
          </p>
          <Refusals refusals={p.refusals} />
          {wide ? (
            <PreviewTable columns={p.columns} rows={p.rows} />
          ) : (
            <PreviewCards columns={p.columns} rows={p.rows} />
          )}
          <div className="ix-actions">
            <IonButton
              onClick={() => void s.confirm()}
              disabled={s.busy || p.rows.length === 0}
              data-testid="ix-confirm"
            >
              {t('CONFIRM')}
            </IonButton>
            <IonButton fill="outline" onClick={s.reset} disabled={s.busy}>
              {t('CANCEL')}
            </IonButton>
          </div>
        </section>
      )}
      {s.done && info && (
        <EmptyState message={s.done.msg} hint={t('See them in {{screen}}.', { screen: t(info.label as KindLabel) })}>
          <IonButton size="small" routerLink={s.done.screen} data-testid="ix-open">
            {t('OPEN')}
          </IonButton>
          <IonButton size="small" fill="outline" onClick={s.reset}>
            {t('IMPORT ANOTHER')}
          </IonButton>
        </EmptyState>
      )}
    </AppPage>
  );
}
