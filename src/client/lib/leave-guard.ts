// "Leaving with unsaved rows warns": a screen with unsaved work registers a guard; in-app
// navigation asks first (shell/use-go.ts) and closing or reloading the tab asks the browser.
export const LEAVE_WARNING = 'Are you really want to perform the action?';

let guard: (() => boolean) | null = null;

function onBeforeUnload(e: BeforeUnloadEvent) {
  if (guard?.()) {
    e.preventDefault();
    e.returnValue = LEAVE_WARNING;
  }
}

/** Registers the current screen's "has unsaved work" check; returns the function that removes it. */
export function guardLeave(hasUnsaved: () => boolean): () => void {
  guard = hasUnsaved;
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    if (guard === hasUnsaved) guard = null;
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

export function mustConfirmLeave(): boolean {
  return !!guard?.();
}
