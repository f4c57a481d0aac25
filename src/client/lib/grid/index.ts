// One grid for every day grid of cells (breakfast, storage, the expected plan) and every queued write:
// ordered lanes per cell, the pending overlay, the outbox adapter (replay and restore), and conflicts
// the user settles with "Keep mine" or "Take theirs" (ui/ConflictDialog.tsx).
export { lanes } from './lanes';
export { overlay, type Overlay } from './overlay';
export { conflictList } from './conflicts';
export { keptCopies } from './kept';
export { outboxAdapter, type OutboxAdapter } from './outbox-adapter';
export { queuedOf, type Queued } from './queued';
export { conflictsFrom, knownFrom } from './results';
