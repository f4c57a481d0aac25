import { IonButton, IonSpinner } from '@ionic/react';
import type { Role } from '../../../domain/roles';
import { BranchPicker, type BranchChoice } from '../../ui/BranchPicker';
import type { Doc } from './rc-draft';
import type { Status } from './use-rc-sum';

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
      {status.kind === 'loading' && <span className="rc-step" role="status"><IonSpinner name="dots" /> {status.step}</span>}
      {doc && status.kind === 'ready' && (
        <button type="button" className={`rc-title ${doc.edit ? 'edit' : 'view'}`} onClick={onVersions} data-testid="rc-title" title="Versions">
          {doc.edit ? '[EDIT]' : '[VIEW]'} {branchCode} {doc.day} v{doc.version}{doc.stored ? '' : ' (new)'}
        </button>
      )}
    </div>
  );
}
