import { useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import type { DebitLine } from '../../../contract/debit';
import { mayTransition, validFrom, type DebitTransition } from '../../../domain/debit';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { describeChange, lineLabel, type DebitConflict } from './debit-change';
import { useDebitWords } from './debit-text';
import { applyChange, dropConflict, UNSEEN } from './debit-outbox';
import { conflictsAtom } from './debit-state';
import { shortLog } from './history';
import { StatusChip } from './StatusCell';

const TEXT_KINDS = ['note', 'company', 'log'];

function LineNow({ line }: { line: DebitLine }) {
  const { t } = useDebitWords();
  return (
    <>
      <StatusChip line={line} />
      <p>{t('Company: {{company}}', { company: line.company || '–' })}</p>
      <p>{t('Note: {{note}}', { note: line.note || '–' })}</p>
      <ul className="db-history">
        {line.log.slice(-3).map((l, i) => (
          <li key={i}>{shortLog(l)}</li>
        ))}
      </ul>
    </>
  );
}

/** Whether the change can be made on the line as it is now (a transition from its present state, by this role). */
function stillPossible(c: DebitConflict, role: number): boolean {
  if (TEXT_KINDS.includes(c.change.kind) || !c.current) return true;
  const t = c.change.kind as DebitTransition;
  return validFrom(t, c.current.paid) && mayTransition(role, t, c.current.action);
}

/**
 * A change the server refused because the line moved on (or whose answer was missed), in the one conflict
 * dialog (ui/ConflictDialog.tsx): the user's change (its text kept and editable) beside the line as it is
 * now; apply it again on the present line, or drop it.
 */
export function DebitConflicts({ role }: { role: number }) {
  const { t } = useDebitWords();
  const conflicts = useAtomValue(conflictsAtom);
  const c = conflicts[0];
  const [text, setText] = useState('');
  useEffect(() => setText(c?.change.text ?? ''), [c?.key]);
  const withText = !!c && TEXT_KINDS.includes(c.change.kind);
  const settle = async (key: string, again: boolean) => {
    if (!c || !again) return dropConflict(key);
    const base = c.current ?? c.line;
    const out = await applyChange({ ...c.change, rev: base.rev, ...(withText ? { text: text.trim() } : {}) }, base);
    if (out.kind !== 'error') dropConflict(c.key);
  };
  const shown = conflicts.map((x) => {
    // UNSEEN is this screen's own text (English, as kept on the device); the server's refusals come translated.
    const msg = x.msg === UNSEEN ? t(UNSEEN) : x.msg;
    const line = lineLabel(x.line);
    return {
      id: x.key,
      message: x.current
        ? t('{{line}}: the line changed on the server before your change reached it. {{msg}}', { line, msg })
        : t('{{line}}: {{msg}}', { line, msg }),
      mine: (
        <>
          <p>{describeChange({ ...x.change, text: undefined }, t)}</p>
          {x === c && withText && (
            <textarea
              aria-label={t('Your text')}
              rows={3}
              maxLength={500}
              value={text}
              onChange={(e) => setText(e.target.value.replace(/[\r\n\t]+/g, ' '))}
            />
          )}
        </>
      ),
      theirs: x.current && <LineNow line={x.current} />,
      cannotKeep: stillPossible(x, role) ? undefined : t("This action is not possible from the line's present state."),
    };
  });
  return (
    <ConflictDialog
      list={shown}
      onSettle={settle}
      title={t('Your change was not saved')}
      className="db-conflict"
      labels={{
        mine: t('Your change'),
        theirs: t('The line now'),
        keep: t('Apply my change again'),
        take: t('Discard my change'),
      }}
      ids={{ dialog: 'conflict-dialog', mine: 'conflict-mine', theirs: 'conflict-current' }}
    />
  );
}
