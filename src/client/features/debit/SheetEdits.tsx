import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { DebitLine } from '../../../contract/debit';
import type { ChangeKind } from './debit-change';
import { useDebitWords } from './debit-text';

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
  const { t } = useDebitWords();
  return (
    <div className="db-edits">
      <TextEdit
        label={t('Company')}
        start={line.company}
        button={t('Save')}
        keepAfter
        onSave={(text) => onEdit('company', text)}
      />
      <TextEdit
        label={t('Note')}
        start={line.note}
        button={t('Save')}
        keepAfter
        multiline
        onSave={(text) => onEdit('note', text)}
      />
      <TextEdit
        label={t('Add to history')}
        start=""
        button={t('Add')}
        multiline
        onSave={(text) => onEdit('log', text)}
      />
    </div>
  );
}
