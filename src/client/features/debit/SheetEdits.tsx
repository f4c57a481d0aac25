import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { DebitLine } from '../../../contract/debit';
import type { ChangeKind } from './debit-change';

/** One text the viewer may change (company, note) or add (a history line), with its own button. */
function TextEdit({
  label,
  start,
  button,
  multiline,
  keepAfter,
  onSave,
}: {
  label: string;
  start: string;
  button: string;
  multiline?: boolean;
  /** A history line is cleared once sent; the company and note keep what was saved. */
  keepAfter?: boolean;
  onSave: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(start);
  const [busy, setBusy] = useState(false);
  const changed = text.trim() !== start.trim() && (keepAfter || text.trim() !== '');
  const save = async () => {
    setBusy(true);
    const ok = await onSave(text.trim());
    setBusy(false);
    if (ok && !keepAfter) setText('');
  };
  const props = {
    'aria-label': label,
    value: text,
    maxLength: multiline ? 500 : 120,
    // History texts are one line (the server refuses line breaks): a pasted or typed break becomes a space.
    onChange: (e: { target: { value: string } }) => setText(e.target.value.replace(/[\r\n\t]+/g, ' ')),
  };
  return (
    <label className="db-edit">
      <span>{label}</span>
      <div className="db-edit-row">
        {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
        <IonButton size="small" disabled={!changed || busy} onClick={() => void save()}>
          {button}
        </IonButton>
      </div>
    </label>
  );
}

/** The sheet's edits: company and note (any viewer of the table may change them) and a free history line. */
export function SheetEdits({
  line,
  onEdit,
}: {
  line: DebitLine;
  onEdit: (kind: Extract<ChangeKind, 'note' | 'company' | 'log'>, text: string) => Promise<boolean>;
}) {
  return (
    <div className="db-edits">
      <TextEdit label="Company" start={line.company} button="Save" keepAfter onSave={(t) => onEdit('company', t)} />
      <TextEdit label="Note" start={line.note} button="Save" keepAfter multiline onSave={(t) => onEdit('note', t)} />
      <TextEdit label="Add to history" start="" button="Add" multiline onSave={(t) => onEdit('log', t)} />
    </div>
  );
}
