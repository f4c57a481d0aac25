import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { fileTrayStackedOutline } from 'ionicons/icons';
import { openDrafts } from '../../lib/document/draft-list';
import type { Role } from '../../../domain/roles';
import { BranchPicker, type BranchChoice } from '../../ui/BranchPicker';
import type { Doc } from './rc-draft';
import type { Status } from '../../lib/document/types';

/** Area/branch pickers, date, Load Data, and the [EDIT]/[VIEW] title that opens the version list. */
export function SumToolbar({ choice, setChoice, day, setDay, onLoad, doc, branchCode, status, onVersions }: {
  role: Role;
  choice: BranchChoice;
  setChoice: (c: BranchChoice) => void;
  day: string;
  setDay: (d: string) => void;
  onLoad: () => void;
  doc: Doc | null;
  branchCode: string;
  status: Status;
  onVersions: () => void;
}) {
  return (
    <div className="rc-toolbar">
      <BranchPicker value={choice} onChange={setChoice} />
      <input type="date" aria-label="Date" className="rc-date" value={day} onChange={(e) => setDay(e.target.value)} />
      <IonButton size="small" onClick={onLoad} disabled={status.kind === 'loading'}>Load Data</IonButton>
      <IonButton size="small" fill="outline" onClick={onVersions} disabled={!choice.branch || !day}>Version / Edit</IonButton>
      <IonButton size="small" fill="clear" onClick={openDrafts} title="Drafts on this device"><IonIcon slot="start" icon={fileTrayStackedOutline} />Drafts</IonButton>
      {status.kind === 'loading' && <span className="rc-step" role="status"><IonSpinner name="dots" /> {status.step}</span>}
      {doc && status.kind === 'ready' && (
        <button type="button" className={`rc-title ${doc.edit ? 'edit' : 'view'}`} onClick={onVersions} data-testid="rc-title" title="Versions">
          {doc.edit ? '[EDIT]' : '[VIEW]'} {branchCode} {doc.day} v{doc.version}{doc.stored ? '' : ' (new)'}
        </button>
      )}
    </div>
  );
}
