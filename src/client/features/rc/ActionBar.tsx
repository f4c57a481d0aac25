import { IonButton, IonIcon } from '@ionic/react';
import type { SaveState } from '../../lib/document/save-state';
import { SaveStatus } from '../../ui/SaveStatus';
import { add, brushOutline, cloudUploadOutline, createOutline, documentTextOutline, mailOutline, printOutline, refreshOutline, saveOutline, searchOutline, trashOutline } from 'ionicons/icons';

export interface Actions {
  save: () => void;
  send: () => void;
  invoiceOnDate: () => void;
  find: () => void;
  add: () => void;
  remove: () => void;
  style?: () => void;
  requestEdit: () => void;
  printTotal: () => void;
  printSum: () => void;
}

/** Edit mode: SAVE REPORT, SEND REPORT, INVOICE ON DATE, FIND INVOICE (+ Add New Tab, delete). View mode: REQUEST EDIT, PRINT TOTAL, PRINT SUM. */
export function ActionBar({ edit, saving, dirty, draft, a }: { edit: boolean; saving: boolean; dirty: boolean; draft: { state: SaveState; text: string }; a: Actions }) {
  if (!edit) {
    return (
      <div className="rc-actions" role="toolbar" aria-label="Sum actions">
        <IonButton size="small" onClick={a.requestEdit}><IonIcon slot="start" icon={createOutline} />REQUEST EDIT</IonButton>
        <IonButton size="small" fill="outline" onClick={a.printTotal}><IonIcon slot="start" icon={printOutline} />PRINT TOTAL</IonButton>
        <IonButton size="small" fill="outline" onClick={a.printSum}><IonIcon slot="start" icon={documentTextOutline} />PRINT SUM</IonButton>
      </div>
    );
  }
  return (
    <div className="rc-actions" role="toolbar" aria-label="Sum actions">
      <IonButton size="small" onClick={a.save} disabled={saving}><IonIcon slot="start" icon={saveOutline} />SAVE REPORT{dirty ? ' •' : ''}</IonButton>
      <IonButton size="small" color="success" onClick={a.send} disabled={saving}><IonIcon slot="start" icon={mailOutline} />SEND REPORT</IonButton>
      <IonButton size="small" fill="outline" onClick={a.add}><IonIcon slot="start" icon={add} />Add New Tab</IonButton>
      <IonButton size="small" fill="outline" onClick={a.invoiceOnDate}><IonIcon slot="start" icon={refreshOutline} />INVOICE ON DATE</IonButton>
      <IonButton size="small" fill="outline" onClick={a.find}><IonIcon slot="start" icon={searchOutline} />FIND INVOICE</IonButton>
      {a.style && <IonButton size="small" fill="outline" onClick={a.style}><IonIcon slot="start" icon={brushOutline} />Row style</IonButton>}
      <IonButton size="small" fill="outline" color="danger" onClick={a.remove}><IonIcon slot="start" icon={trashOutline} />Delete</IonButton>
      {saving && <IonIcon icon={cloudUploadOutline} aria-label="Saving" />}
      <SaveStatus {...draft} />
    </div>
  );
}
