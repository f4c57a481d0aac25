import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { STAFF_DEPARTMENTS, staffDecimals, type StaffRow } from '../../../domain/acc-staff';
import { NumberInput } from '../../ui/NumberInput';
import { moneyText, STAFF_COLUMNS, type StaffColumn } from './staff-columns';
import { useT } from '../../lib/i18n';

function Field({
  row,
  col,
  edit,
  onChange,
}: {
  row: StaffRow;
  col: StaffColumn;
  edit: boolean;
  onChange: (p: Partial<StaffRow>) => void;
}) {
  const t = useT('staff');
  const label = t(col.label);
  const wide = col.kind === 'long' || col.key === 'name';
  let input;
  if (col.kind === 'money') {
    const key = col.key as 'owesVND';
    input = edit ? (
      <NumberInput
        label={label}
        value={row[key]}
        decimals={staffDecimals(key)}
        onChange={(v) => onChange({ [key]: v })}
      />
    ) : (
      <span className="rc-text num">{moneyText(key, row[key]) || '–'}</span>
    );
  } else if (!edit) {
    input = <span className="rc-text">{String(row[col.key]) || '–'}</span>;
  } else if (col.kind === 'long') {
    input = (
      <textarea
        aria-label={label}
        value={String(row[col.key])}
        maxLength={col.max}
        rows={2}
        onChange={(e) => onChange({ [col.key]: e.target.value })}
      />
    );
  } else {
    input = (
      <input
        aria-label={label}
        type={col.kind === 'date' ? 'date' : 'text'}
        value={String(row[col.key])}
        maxLength={col.max}
        list={col.key === 'department' ? 'staff-sheet-departments' : undefined}
        onChange={(e) => onChange({ [col.key]: e.target.value })}
      />
    );
  }
  return (
    <label className={`rc-field ${wide ? 'wide' : ''}`}>
      {label}
      {input}
    </label>
  );
}

/** Phones: one mistake in a sheet; every keystroke goes to the register (and its draft). */
export function StaffRowSheet({
  row,
  edit,
  onChange,
  onClose,
  onDelete,
}: {
  row: StaffRow | null;
  edit: boolean;
  onChange: (patch: Partial<StaffRow>) => void;
  onClose: () => void;
  onDelete: () => void;
}) {
  const t = useT('staff');
  return (
    <IonModal
      isOpen={!!row}
      onDidDismiss={onClose}
      initialBreakpoint={0.92}
      breakpoints={[0, 0.92]}
      data-testid="staff-sheet"
      className="staff-sheet"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{row?.name || t('New mistake')}</IonTitle>
          <IonButtons slot="end">
            {edit && (
              <IonButton onClick={onDelete} aria-label={t('Delete this row')}>
                <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
              </IonButton>
            )}
            <IonButton strong onClick={onClose}>
              {t('Done')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {row && (
          <div className={`rc-fields ${edit ? '' : 'view'}`}>
            <div className="rc-group-grid">
              {STAFF_COLUMNS.map((c) => (
                <Field key={c.key} row={row} col={c} edit={edit} onChange={onChange} />
              ))}
            </div>
            {row.log.length > 0 && (
              <ul className="staff-log" aria-label={t('History')}>
                {row.log.map((l, i) => (
                  <li key={i}>
                    {l.at.slice(0, 16).replace('T', ' ')} · {l.by} · {l.action}
                    {l.fields.length > 0 && l.action === 'edit' ? ` (${l.fields.join(', ')})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <datalist id="staff-sheet-departments">
          {STAFF_DEPARTMENTS.map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
      </IonContent>
    </IonModal>
  );
}
