import { IonButton, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import { useRef } from 'react';
import { EXCEL_KIND_INFO, type ExcelKind } from '../../../domain/input-excel';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { EmptyState } from '../../ui/EmptyState';
import { PreviewCards, PreviewTable, Refusals } from './PreviewRows';
import { useInputExcel, type InputExcelState } from './use-input-excel';
import './input-excel.css';
import { DateField } from '../../ui/DateField';

const ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Picks({ s, onFile }: { s: InputExcelState; onFile: () => void }) {
  const info = s.kind ? EXCEL_KIND_INFO[s.kind] : null;
  return (
    <div className="ix-picks">
      <IonSelect
        aria-label="Import"
        interface="popover"
        className="sb-picker ix-kind"
        value={s.kind}
        data-testid="ix-kind"
        onIonChange={(e) => s.setKind(e.detail.value as ExcelKind)}
      >
        {s.kinds.map((k) => (
          <IonSelectOption key={k} value={k}>
            {EXCEL_KIND_INFO[k].label}
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
          label="Day"
          className="ix-date"
          value={s.day}
          onChange={(day) => {
            s.setDay(day);
            s.reset();
          }}
        />
      )}
      {info?.place === 'month' && (
        <input
          type="month"
          className="ix-date"
          aria-label="Month"
          value={s.month}
          onChange={(e) => {
            s.setMonth(e.target.value);
            s.reset();
          }}
        />
      )}
      <IonButton size="small" onClick={onFile} disabled={!info || s.busy} data-testid="ix-choose">
        CHOOSE FILE
      </IonButton>
      {s.busy && <IonSpinner name="dots" />}
    </div>
  );
}

/** /input_excel: one place to import the chain's spreadsheets, each with a preview and nothing written until CONFIRM. */
export default function InputExcelPage() {
  const s = useInputExcel();
  const wide = useWide();
  const input = useRef<HTMLInputElement>(null);
  const info = s.kind ? EXCEL_KIND_INFO[s.kind] : null;
  const p = s.preview;
  return (
    <AppPage title="INPUT EXCEL">
      <h2 className="ix-head">Input Excel</h2>
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
          message="Choose an Excel file to preview"
          hint={`First row: ${info.columns.join(' | ')}. Nothing changes until you confirm.`}
        />
      )}
      {p && (
        <section className="ix-preview" aria-label="Preview">
          <p className="ix-summary" role="status" data-testid="ix-summary">
            {s.file?.name}: {p.rows.length} row(s) to import, {p.refusals.length} refused. Nothing changes until you
            confirm.
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
              CONFIRM
            </IonButton>
            <IonButton fill="outline" onClick={s.reset} disabled={s.busy}>
              CANCEL
            </IonButton>
          </div>
        </section>
      )}
      {s.done && info && (
        <EmptyState message={s.done.msg} hint={`See them in ${info.label}.`}>
          <IonButton size="small" routerLink={s.done.screen} data-testid="ix-open">
            OPEN
          </IonButton>
          <IonButton size="small" fill="outline" onClick={s.reset}>
            IMPORT ANOTHER
          </IonButton>
        </EmptyState>
      )}
    </AppPage>
  );
}
