import { z } from 'zod';
import { debitLine, lineAnswer, staleAnswer, type DebitLine } from '../../../contract/debit';
import type { ApiError } from '../../lib/api';
import { conflictList, keptCopies, outboxAdapter, type Queued } from '../../lib/grid';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import { callOf, changeOf, debitChange, debitConflict, debitWrites, describeChange } from './debit-change';
import type { DebitChange, DebitConflict } from './debit-change';
import { conflictsAtom, linesAtom, reloadAtom, waitingAtom } from './debit-state';

// Sending a change to a debit line: now when online, else through the outbox (replayed when back online).
// While it waits, the device keeps it with the line as the user saw it; a refusal (409: the line moved on)
// becomes a conflict that keeps what the user typed, beside the line as it is now.
export const UPDATE_SUCCESS = 'Update Success';
export const UPDATE_ERROR = 'Error when update to Server !!!';
export const UNSEEN =
  'This change was sent while the debit screen was closed and its answer was not seen here. Check the line; apply it again if it is not there.';

export type ChangeOutcome =
  { kind: 'done'; line: DebitLine } | { kind: 'queued' } | { kind: 'conflict' } | { kind: 'error'; msg: string };

const WAIT = 'debit-waiting:';
const CONFLICT = 'debit-conflict:';
/** (Kept before the outbox named endpoints, `path` is no longer written.) */
const waitingDraft = z.object({ change: debitChange, line: debitLine, path: z.string().optional() });
/** A waiting change kept on the device with the line as the user saw it, until its answer comes. */
const waitingCopies = keptCopies(WAIT, waitingDraft);

const sameChange = (a: DebitChange, b: DebitChange) =>
  a.lineId === b.lineId && a.kind === b.kind && (a.text ?? '') === (b.text ?? '');
const waitKey = (c: DebitChange) => `${c.lineId}:${c.kind}${c.kind === 'log' ? `:${Date.now()}` : ''}`;

function know(line: DebitLine): void {
  appStore.set(linesAtom, (m) => ({ ...m, [line.id]: line }));
}

function setWaiting(c: DebitChange, on: boolean): void {
  appStore.set(waitingAtom, (m) => {
    const kept = (m[c.lineId] ?? []).filter((w) => (c.kind === 'log' ? !sameChange(w, c) : w.kind !== c.kind));
    return { ...m, [c.lineId]: on ? [...kept, c] : kept };
  });
}

const conflicts = conflictList(conflictsAtom, (c) => c.key, {
  prefix: CONFLICT,
  schema: debitConflict,
  key: (c) => c.key,
});
const addConflict = (c: DebitConflict) => conflicts.add([c]);
export const dropConflict = (key: string) => void conflicts.drop(key);

function conflictOf(change: DebitChange, line: DebitLine, error: Pick<ApiError, 'msg' | 'body'>): DebitConflict {
  const stale = staleAnswer.safeParse(error.body);
  if (stale.success) know(stale.data.current);
  const at = new Date().toISOString();
  const key = `${CONFLICT}${change.lineId}:${change.kind}:${Date.now()}`;
  return { key, change, line, current: stale.success ? stale.data.current : undefined, msg: error.msg, at };
}

/** The kept copy of a waiting change: the latest of its kind for the line (a log line: the one with its text). */
const takeWaiting = (change: DebitChange) => waitingCopies.take((w) => sameChange(w.change, change));

function done(q: Queued<(typeof debitWrites)[number]>, data: unknown): void {
  const change = changeOf(q);
  if (!change) return;
  const answer = lineAnswer.safeParse(data);
  if (answer.success) know(answer.data.data);
  setWaiting(change, false);
  void takeWaiting(change);
  for (const c of appStore.get(conflictsAtom)) if (c.unseen && sameChange(c.change, change)) dropConflict(c.key);
  appStore.set(reloadAtom, (n) => n + 1);
  toast(tr('debit')(UPDATE_SUCCESS));
}

async function rejected(q: Queued<(typeof debitWrites)[number]>, error: ApiError): Promise<void> {
  const change = changeOf(q);
  if (!change) return;
  setWaiting(change, false);
  const kept = await takeWaiting(change);
  const current = staleAnswer.safeParse(error.body);
  const line = kept?.line ?? (current.success ? current.data.current : null);
  if (line) addConflict(conflictOf(change, line, error));
  else toast(tr('debit')(UPDATE_ERROR), 'danger');
}

/** Follows replayed debit changes for the rest of the visit (once the debit screens were opened). */
const outbox = outboxAdapter({ endpoints: debitWrites, done, refused: (q, error) => void rejected(q, error) });

/** On opening a screen: the conflicts kept on this device, the changes still waiting, and those whose answer was missed. */
export async function restoreDebitChanges(): Promise<void> {
  const queue = (await outbox.waiting()).flatMap((q) => changeOf(q) ?? []);
  const inQueue = (w: { change: DebitChange }) => queue.some((c) => sameChange(c, w.change));
  const { waiting, missed } = await waitingCopies.sort(() => true, inQueue);
  waiting.forEach((w) => setWaiting(w.change, true));
  missed.forEach((w) => addConflict({ ...conflictOf(w.change, w.line, { msg: UNSEEN }), unseen: true }));
  await conflicts.restore();
}

/** Sends a change: done (the answer's line is shown), queued offline, refused as stale (a conflict), or failed. */
export async function applyChange(change: DebitChange, line: DebitLine): Promise<ChangeOutcome> {
  outbox.follow();
  const call = callOf(change);
  const t = tr('debit');
  const label = t('DEBIT {{change}}', { change: describeChange(change, t) });
  const res = await send(call.endpoint, call.params, call.body, label, { chain: call.chain });
  if (!res.ok) {
    if (res.error.status === 409 && staleAnswer.safeParse(res.error.body).success) {
      addConflict(conflictOf(change, line, res.error));
      return { kind: 'conflict' };
    }
    toast(t(UPDATE_ERROR), 'danger');
    return { kind: 'error', msg: res.error.msg };
  }
  if (res.queued) {
    waitingCopies.keep(waitKey(change), { change, line });
    setWaiting(change, true);
    return { kind: 'queued' };
  }
  const answer = lineAnswer.safeParse(res.data);
  const now = answer.success ? answer.data.data : line;
  know(now);
  appStore.set(reloadAtom, (n) => n + 1);
  toast(t(UPDATE_SUCCESS));
  return { kind: 'done', line: now };
}
