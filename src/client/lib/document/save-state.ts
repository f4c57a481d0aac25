// Where the user's work stands against the server's revision, for the save status (pure), in the user's language.
import { tr } from '../i18n';

/**
 * - new: the document was never saved and nothing is typed ("Not saved yet");
 * - saved: the work is the server's revision ("All changes saved");
 * - keeping / kept: unsaved edits being written to / kept on this device;
 * - saving: a save is on its way;
 * - queued: the work is waiting in the outbox, to be sent when back online;
 * - failed: the last save (or auto-save, or replay) was refused; the edits stay on this device.
 */
export type SaveState = 'new' | 'saved' | 'keeping' | 'kept' | 'saving' | 'queued' | 'failed';

export interface SaveFailure {
  auto: boolean;
  msg: string;
}

export interface SaveFacts {
  stored: boolean;
  dirty: boolean;
  saving: boolean;
  /** The draft on the device holds the last edit. */
  keptCurrent: boolean;
  /** The outbox holds a save of exactly this work (no edit since it was queued). */
  queued: boolean;
  failed: SaveFailure | null;
}

export function saveState(f: SaveFacts): SaveState {
  if (f.saving) return 'saving';
  if (f.failed) return 'failed';
  if (f.queued) return 'queued';
  if (f.dirty) return f.keptCurrent ? 'kept' : 'keeping';
  return f.stored ? 'saved' : 'new';
}

// Keys of the common catalog.
const TEXT = {
  new: 'Not saved yet',
  saved: 'All changes saved',
  keeping: 'Keeping draft…',
  kept: 'Draft kept on this device',
  saving: 'Saving…',
  queued: 'Waiting to be sent',
} as const satisfies Record<Exclude<SaveState, 'failed'>, string>;

/** The status line: "Auto-save failed: <msg>" when an auto-save was refused. */
export function saveStatusText(state: SaveState, failed: SaveFailure | null): string {
  const t = tr('common');
  if (state !== 'failed') return t(TEXT[state]);
  const msg = failed?.msg || t('the server did not take it');
  return failed?.auto
    ? t('Auto-save failed: {{reason}}', { reason: msg })
    : t('Save failed: {{reason}}', { reason: msg });
}
