import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { OutboxEntry } from '../../src/client/lib/outbox-queue';
import { breakfastApi } from '../../src/contract/breakfast';
import { storageApi } from '../../src/contract/storage';

// lib/grid with the device's stores replaced: drafts kept in a map, the outbox's listeners and queue by hand.
const drafts = new Map<string, unknown>();
vi.mock('../../src/client/lib/drafts', () => ({
  keepDraft: (key: string, value: unknown) => drafts.set(key, value),
  dropDraft: async (key: string) => void drafts.delete(key),
  listDrafts: async () => [...drafts].map(([key, value]) => ({ key, value, savedAt: '' })),
}));
const outbox = vi.hoisted(() => ({
  done: [] as ((e: OutboxEntry, data: unknown) => void)[],
  rejected: [] as ((r: { entry: OutboxEntry; error: { status: number; msg: string; offline: boolean } }) => void)[],
  queue: [] as OutboxEntry[],
}));
vi.mock('../../src/client/lib/outbox', async () => {
  const queue = await import('../../src/client/lib/outbox-queue');
  return {
    paramsOf: queue.paramsOf,
    onOutboxDone: (fn: (typeof outbox.done)[number]) => outbox.done.push(fn),
    onOutboxRejected: (fn: (typeof outbox.rejected)[number]) => outbox.rejected.push(fn),
    waitingSaves: async () => outbox.queue,
  };
});

const { conflictList, conflictsFrom, keptCopies, knownFrom, lanes, outboxAdapter, overlay } =
  await import('../../src/client/lib/grid');
const { appStore, atom } = await import('../../src/client/state/store');
const { migrated } = await import('../../src/client/lib/outbox-queue');

let seq = 0;
function entry(over: Partial<OutboxEntry>): OutboxEntry {
  seq += 1;
  return {
    seq,
    key: `k${seq}`,
    method: 'POST',
    endpoint: '/',
    params: {},
    body: {},
    label: '',
    createdAt: '',
    tries: 0,
    ...over,
  };
}
const cell = (day: number, value: number, month = '2026-11') =>
  entry({
    endpoint: breakfastApi.updateChildren.path,
    params: { branch: 3, type: 'cell', month },
    body: { day, colum: '201', value, base: 0, key: `c${day}` },
  });

describe('ordered lanes', () => {
  it("a cell's writes run one after the other; another cell's do not wait", async () => {
    const inLane = lanes();
    const log: string[] = [];
    let release!: () => void;
    const first = inLane('a', () => new Promise<void>((r) => (release = r)).then(() => void log.push('a1')));
    const second = inLane('a', async () => void log.push('a2'));
    await inLane('b', async () => void log.push('b1'));
    expect(log).toEqual(['b1']);
    release();
    await Promise.all([first, second]);
    expect(log).toEqual(['b1', 'a1', 'a2']);
  });

  it('a failed write does not stop the next one of its lane', async () => {
    const inLane = lanes();
    const failed = inLane('a', () => Promise.reject(new Error('lost')));
    await expect(failed).rejects.toThrow('lost');
    await expect(inLane('a', async () => 'next')).resolves.toBe('next');
  });
});

describe('the pending overlay', () => {
  const values = atom<Record<string, number>>({});
  const o = overlay(values);
  beforeEach(() => appStore.set(values, {}));

  it('shows a typed value until the server confirms that same value', () => {
    o.set('201|5', 3);
    expect(appStore.get(values)).toEqual({ '201|5': 3 });
    o.settle('201|5', 2); // an older write's answer: the newer value stays
    expect(o.get('201|5')).toBe(3);
    o.settle('201|5', 3);
    expect(appStore.get(values)).toEqual({});
  });

  it('a write that changes nothing keeps the same object (no render)', () => {
    o.set('201|5', 3);
    const before = appStore.get(values);
    o.set('201|5', 3);
    o.set('201|6', undefined);
    o.drop(['201|7']);
    expect(appStore.get(values)).toBe(before);
  });

  it('drops and replaces several cells at once', () => {
    o.replace({ a: 1, b: 2, c: 3 });
    o.drop(['a', 'c']);
    expect(appStore.get(values)).toEqual({ b: 2 });
  });
});

describe('conflicts: keep mine or take theirs', () => {
  type C = { id: string; mine: number; current: number };
  const list = atom<C[]>([]);
  const schema = z.object({ id: z.string(), mine: z.number(), current: z.number() });
  const conflicts = conflictList(list, (c) => c.id, { prefix: 'test-conflict:', schema });
  beforeEach(() => {
    appStore.set(list, []);
    drafts.clear();
  });

  it("a cell's new conflict replaces its earlier one, and each is kept on the device", () => {
    conflicts.add([{ id: 'a', mine: 1, current: 2 }]);
    conflicts.add([
      { id: 'a', mine: 5, current: 2 },
      { id: 'b', mine: 3, current: 4 },
    ]);
    expect(appStore.get(list).map((c) => [c.id, c.mine])).toEqual([
      ['a', 5],
      ['b', 3],
    ]);
    expect([...drafts.keys()].sort()).toEqual(['test-conflict:a', 'test-conflict:b']);
  });

  it('keep mine writes mine again over the server value; take theirs only drops it', async () => {
    conflicts.add([
      { id: 'a', mine: 5, current: 2 },
      { id: 'b', mine: 3, current: 4 },
    ]);
    const written: [number, number][] = [];
    const write = (c: C) => written.push([c.mine, c.current]);
    await conflicts.settle('a', true, write);
    await conflicts.settle('b', false, write);
    expect(written).toEqual([[5, 2]]);
    expect(appStore.get(list)).toEqual([]);
    expect(drafts.size).toBe(0);
  });
});

describe('after a reload', () => {
  type C = { id: string; mine: number; current: number };
  const schema = z.object({ id: z.string(), mine: z.number(), current: z.number() });
  beforeEach(() => drafts.clear());

  it('the conflicts kept on this device come back, before those of this visit', async () => {
    const list = atom<C[]>([]);
    const conflicts = conflictList(list, (c) => c.id, { prefix: 'c:', schema });
    drafts.set('c:a', { id: 'a', mine: 1, current: 2 });
    drafts.set('c:b', { id: 'b', mine: 3, current: 4 });
    drafts.set('c:bad', { id: 'bad' });
    drafts.set('other:x', { id: 'x', mine: 0, current: 0 });
    appStore.set(list, [{ id: 'b', mine: 9, current: 4 }]);
    await conflicts.restore();
    expect(appStore.get(list).map((c) => [c.id, c.mine])).toEqual([
      ['a', 1],
      ['b', 9],
    ]);
  });

  it('a kept copy still queued waits; one no longer queued had its answer missed and leaves the device', async () => {
    const copies = keptCopies('w:', z.object({ cell: z.string(), value: z.number(), month: z.string() }));
    copies.keep('a', { cell: 'a', value: 1, month: '2026-11' });
    copies.keep('b', { cell: 'b', value: 2, month: '2026-11' });
    copies.keep('c', { cell: 'c', value: 3, month: '2026-10' });
    const { waiting, missed } = await copies.sort(
      (w) => w.month === '2026-11',
      (w) => w.cell === 'a',
    );
    expect(waiting.map((w) => w.cell)).toEqual(['a']);
    expect(missed.map((w) => w.cell)).toEqual(['b']);
    expect([...drafts.keys()].sort()).toEqual(['w:a', 'w:c']);
    expect(await copies.take((w) => w.value === 3)).toEqual({ cell: 'c', value: 3, month: '2026-10' });
    expect(await copies.take((w) => w.value === 3)).toBeNull();
  });
});

describe('the outbox adapter: replay and restore of a grid', () => {
  const done = vi.fn();
  const refused = vi.fn();
  const adapter = outboxAdapter({ endpoints: [breakfastApi.updateChildren], done, refused });

  it('listens once, and hands back replayed answers and refusals of its own endpoints only, typed', async () => {
    adapter.follow();
    adapter.follow();
    expect(outbox.done).toHaveLength(1);
    const mine = cell(5, 3);
    outbox.done[0](mine, { status: 1 });
    outbox.done[0](entry({ endpoint: storageApi.saveData.path, method: 'PATCH' }), { status: 1 });
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0][0]).toEqual({
      path: breakfastApi.updateChildren.path,
      params: { branch: 3, type: 'cell', month: '2026-11' },
      body: mine.body,
    });
    const error = { status: 409, msg: 'stale', offline: false };
    outbox.rejected[0]({ entry: mine, error });
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ body: mine.body }), error);
  });

  it('restores the waiting writes, those queued in the old shape included', async () => {
    const old = migrated({
      seq: 99,
      key: 'old',
      label: '',
      createdAt: '',
      tries: 0,
      method: 'post',
      path: '/sup_report/breakfast/3/update_children/cell/2026-10',
      body: { day: 2, colum: '201', value: 7, base: 0 },
    });
    outbox.queue = [cell(5, 3), entry({ endpoint: '/rc/:branchId/up_sum', params: { branchId: 3 } }), old];
    const waiting = await adapter.waiting();
    expect(waiting.map((q) => [q.params.month, (q.body as { value: number }).value])).toEqual([
      ['2026-11', 3],
      ['2026-10', 7],
    ]);
  });

  it('applies replayed answers together when asked to (a few renders for hundreds of writes)', () => {
    vi.useFakeTimers();
    const batched = vi.fn();
    const slow = outboxAdapter({ endpoints: [breakfastApi.updateChildren], done: batched, refused, batchMs: 200 });
    slow.follow();
    const listener = outbox.done[outbox.done.length - 1];
    listener(cell(1, 1), {});
    listener(cell(2, 2), {});
    expect(batched).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(batched).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe("a grid write's answer", () => {
  const r = (row: string, result: 'applied' | 'same' | 'conflict', over: object = {}) =>
    ({ key: `k-${row}`, row, day: 4, field: 'in', result, replayed: false, ...over }) as const;
  const results = [
    r('201', 'applied', { value: 3 }),
    r('202', 'same', { value: 1 }),
    r('203', 'conflict', { current: 5, mine: 2 }),
    r('204', 'conflict', { current: 7 }),
  ];
  const idOf = (x: { row: string; day: number }) => `${x.row}|${x.day}`;

  it('makes known the values written, and the server value of a conflict', () => {
    expect(knownFrom(results, idOf)).toEqual({ '201|4': 3, '202|4': 1, '203|4': 5, '204|4': 7 });
  });

  it('lists the conflicts with mine (or the value typed) beside the server value', () => {
    expect(conflictsFrom(results, idOf, 9)).toEqual([
      { id: '203|4', day: 4, mine: 2, current: 5 },
      { id: '204|4', day: 4, mine: 9, current: 7 },
    ]);
  });
});
