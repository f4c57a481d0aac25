import { createStore, del, get, set } from 'idb-keyval';
import { parseCellId, cellId, draftSize } from './st-view';
import type { GridResultAnswer } from '../../../contract/grid';
import { storageApi } from '../../../contract/storage';
import { ACC_FIELD, START_FIELD } from '../../../domain/storage';
import type { ApiError } from '../../lib/api';
import { conflictList, conflictsFrom, knownFrom, outboxAdapter, overlay, type Queued } from '../../lib/grid';
import { newKey } from '../../lib/outbox';
import { tr } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import { saveStorage, type SaveAnswer, type SaveBody } from './st-api';
import {
  EMPTY_DRAFT,
  stConflictsAtom,
  stDraftAtom,
  stMonthAtom,
  stWaitingAtom,
  type Draft,
  type ItemEdit,
} from './st-state';

// Typing, keeping and saving the storage report on the shared grid (lib/grid). Every change is kept on the
// device at once (IndexedDB), so a reload loses nothing; SAVE REPORT sends the changed cells, each with the
// value it was based on and a key, through the outbox (its values wait in the pending overlay). A cell another
// device changed first comes back as a conflict: both values, to keep yours or take theirs.
export const SAVED = 'SUCCESS SAVE DATA';
export const SAVE_ERROR = 'Error saving data';
/** A refusal's message, or the screen's own when the server sent none (in the language of the moment). */
export const refusal = (error: ApiError) => error.msg || tr('storage')(SAVE_ERROR);
const drafts = createStore('sumbook-storage-drafts', 'months');
type At = { branchId: number; month: string };
const draftKey = (at: At) => `${at.branchId}:${at.month}`;
let turn = 0;
const waiting = overlay(stWaitingAtom);
const conflictsOf = conflictList(stConflictsAtom, (c) => c.id);

function current(): At | null {
  const m = appStore.get(stMonthAtom);
  return m ? { branchId: m.branchId, month: m.month } : null;
}

function keep(draft: Draft): void {
  appStore.set(stDraftAtom, draft);
  const at = current();
  if (!at) return;
  const work = draftSize(draft) === 0 ? del(draftKey(at), drafts) : set(draftKey(at), draft, drafts);
  void work.catch(() => toast(tr('storage')('This device could not keep the change'), 'warning'));
}

/** A typed value of a cell (undefined: back to what it was). */
export function typeCell(id: string, value: number | undefined): void {
  const m = appStore.get(stMonthAtom);
  if (!m) return;
  const draft = appStore.get(stDraftAtom);
  const base = appStore.get(stWaitingAtom)[id] ?? m.known[id] ?? 0;
  const cells = { ...draft.cells };
  if (value === undefined || value === base) delete cells[id];
  else cells[id] = { value, base: draft.cells[id]?.base ?? base };
  keep({ ...draft, cells });
}

export function editItem(itemId: string, edit: ItemEdit): void {
  const draft = appStore.get(stDraftAtom);
  keep({ ...draft, items: { ...draft.items, [itemId]: { ...draft.items[itemId], ...edit } } });
}

/** The body of a save from the draft. */
export function bodyOf(draft: Draft): SaveBody {
  const items = new Map<string, NonNullable<SaveBody['dataStorageItems']>[number]>();
  const item = (itemId: string) => items.get(itemId) ?? { itemId };
  const listInOutItem: SaveBody['listInOutItem'] = [];
  for (const [id, c] of Object.entries(draft.cells)) {
    const { itemId, day, field } = parseCellId(id);
    const write = { value: c.value, base: c.base, key: newKey() };
    if (day === 0 && (field === START_FIELD || field === ACC_FIELD))
      items.set(itemId, { ...item(itemId), [field]: write });
    else listInOutItem.push({ itemId, day, field, ...write });
  }
  for (const [itemId, e] of Object.entries(draft.items)) items.set(itemId, { ...item(itemId), ...e });
  return { dataStorageItems: [...items.values()], listInOutItem, changeTurn: ++turn };
}

const idOf = (r: GridResultAnswer) => cellId(r.row, r.day, r.field);

function learn(at: At, answer: Pick<SaveAnswer, 'results' | 'confirm'>, items?: SaveBody['dataStorageItems']): void {
  appStore.set(stMonthAtom, (m) => {
    if (!m || m.branchId !== at.branchId || m.month !== at.month) return m;
    const known = { ...m.known, ...knownFrom(answer.results, idOf) };
    const renamed = m.items.map((i) => {
      const e = items?.find((x) => x.itemId === i.itemId);
      return e ? { ...i, name: e.name ?? i.name, unit: e.unit ?? i.unit } : i;
    });
    return { ...m, known, items: renamed, confirm: answer.confirm };
  });
}

/** The cells a save writes, by cell id, with the values it sends. */
function cellsOf(body: SaveBody): Record<string, number> {
  const cells: Record<string, number> = {};
  for (const c of body.listInOutItem ?? []) cells[cellId(c.itemId, c.day, c.field)] = c.value;
  for (const i of body.dataStorageItems ?? [])
    for (const f of [START_FIELD, ACC_FIELD] as const) {
      const w = i[f];
      if (w) cells[cellId(i.itemId, 0, f)] = w.value;
    }
  return cells;
}

function conflicts(at: At, error: ApiError): boolean {
  const body = error.body as Partial<SaveAnswer> | undefined;
  if (error.status !== 409 || !Array.isArray(body?.results)) return false;
  learn(at, { results: body.results, confirm: false });
  const found = conflictsFrom(body.results, idOf);
  conflictsOf.add(found);
  return found.length > 0;
}

/** SAVE REPORT: the draft goes (to the server, or to the outbox when offline) and is cleared. */
export async function saveDraft(): Promise<'saved' | 'queued' | 'conflict' | 'error'> {
  outbox.follow();
  const at = current();
  const draft = appStore.get(stDraftAtom);
  if (!at || draftSize(draft) === 0) return 'error';
  const body = bodyOf(draft);
  const res = await saveStorage(at.branchId, at.month, body);
  if (!res.ok) {
    if (conflicts(at, res.error)) {
      keep(EMPTY_DRAFT);
      return 'conflict';
    }
    toast(refusal(res.error), 'danger');
    return 'error';
  }
  keep(EMPTY_DRAFT);
  if (res.queued) {
    waiting.replace({ ...appStore.get(stWaitingAtom), ...cellsOf(body) });
    return 'queued';
  }
  learn(at, res.data, body.dataStorageItems);
  toast(tr('storage')(SAVED));
  return 'saved';
}

/** A conflict settled: keep mine (typed again on the server's value, saved with the next SAVE) or take theirs. */
export const settleConflict = (id: string, keepMine: boolean) =>
  conflictsOf.settle(id, keepMine, (c) => {
    const draft = appStore.get(stDraftAtom);
    keep({ ...draft, cells: { ...draft.cells, [id]: { value: c.mine, base: c.current } } });
  });

const atOf = (q: Queued<typeof storageApi.saveData>): At => ({
  branchId: Number(q.params.branchId),
  month: String(q.params.month),
});
const outbox = outboxAdapter({
  endpoints: [storageApi.saveData],
  done(q, data) {
    waiting.drop(Object.keys(cellsOf(q.body)));
    learn(atOf(q), data as SaveAnswer, q.body.dataStorageItems);
  },
  refused(q, error) {
    waiting.drop(Object.keys(cellsOf(q.body)));
    if (!conflicts(atOf(q), error)) toast(refusal(error), 'danger');
  },
});

/** After a load: this month's draft from the device, and its saves still waiting in the outbox. */
export async function restore(at: At): Promise<void> {
  appStore.set(stDraftAtom, (await get<Draft>(draftKey(at), drafts).catch(() => undefined)) ?? EMPTY_DRAFT);
  const values: Record<string, number> = {};
  for (const q of await outbox.waiting()) {
    const of = atOf(q);
    if (of.branchId === at.branchId && of.month === at.month) Object.assign(values, cellsOf(q.body));
  }
  waiting.replace(values);
}
