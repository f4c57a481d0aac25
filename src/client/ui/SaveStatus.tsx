import type { SaveState } from '../lib/document/save-state';

/**
 * Where the user's work stands against the server (use-document.ts `saveStatus` and `saveText`):
 * "Not saved yet", "All changes saved", "Draft kept on this device", "Waiting to be sent",
 * "Auto-save failed: <msg>", ...
 */
export function SaveStatus({ state, text }: { state: SaveState; text: string }) {
  const failed = state === 'failed';
  return (
    <span
      className={`rc-draft ${state}`}
      data-testid="draft-state"
      data-state={state}
      role={failed ? 'alert' : 'status'}
      style={failed ? { color: 'var(--ion-color-danger)', whiteSpace: 'normal' } : undefined}
    >
      {text}
    </span>
  );
}
