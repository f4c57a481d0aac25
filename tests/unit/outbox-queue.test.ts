import { describe, expect, it } from 'vitest';
import {
  afterTry,
  enqueue,
  MAX_TRIES,
  migrated,
  nextToSend,
  paramsOf,
  pathOfEntry,
  rebased,
  replayHeaders,
  type LegacyEntry,
  type OutboxEntry,
} from '../../src/client/lib/outbox-queue';
import { breakfastApi } from '../../src/contract/breakfast';
import { rcApi } from '../../src/contract/rc';

let seq = 0;
function entry(over: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  const at = `2026-05-01T16:${String(seq).padStart(2, '0')}:00.000Z`;
  return {
    seq,
    key: `key-${seq}`,
    method: 'POST',
    endpoint: '/rc/:branchId/up_sum',
    params: { branchId: 3 },
    body: { day: '2026-05-01', revision: 4, n: seq },
    label: 'RC SUM',
    createdAt: at,
    firstTriedAt: at,
    tries: 0,
    chain: 'rc:3:2026-05-01',
    ...over,
  };
}

/** Stores what enqueue answers, as the outbox does: by seq, replacing an entry of the same seq. */
function put(list: OutboxEntry[], e: OutboxEntry, inFlight: number | null = null): OutboxEntry[] {
  const stored = enqueue(list, e, inFlight);
  return [...list.filter((x) => x.seq !== stored.seq), stored];
}

describe('a new save of a chain replaces the waiting save of the same chain and path', () => {
  it('an auto-save and a manual save queued offline become one entry: the latest body, the earliest times, the new key', () => {
    const auto = entry();
    const manual = entry({ body: { day: '2026-05-01', revision: 4, n: 'manual' } });
    const list = put(put([], auto), manual);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      seq: auto.seq,
      key: manual.key,
      body: manual.body,
      createdAt: auto.createdAt,
      firstTriedAt: auto.firstTriedAt,
    });
  });

  it('an entry written before firstTriedAt existed gives its createdAt as the first try', () => {
    const old = { ...entry(), firstTriedAt: undefined };
    const list = put([old], entry());
    expect(list[0].firstTriedAt).toBe(old.createdAt);
  });

  it.each([
    ['another document', { chain: 'rc:3:2026-05-02' }],
    ['another path of the chain (a send after the save)', { endpoint: '/user/sent_mail_rc_sum/:branchId' }],
    ['no chain (settings)', { chain: undefined }],
  ])('%s is appended', (_what, over) => {
    const list = put([entry()], entry(over));
    expect(list).toHaveLength(2);
  });

  it('only the last entry of the chain is replaced, so a save after a queued send stays after it', () => {
    const save = entry();
    const sendIt = entry({ endpoint: '/user/sent_mail_rc_sum/:branchId' });
    const list = put(put(put([], save), sendIt), entry());
    expect(list.map(pathOfEntry)).toEqual(['/rc/3/up_sum', '/user/sent_mail_rc_sum/3', '/rc/3/up_sum']);
  });

  it('the entry being sent, or one that may have reached the server, is never replaced', () => {
    const sending = entry();
    expect(put([sending], entry(), sending.seq)).toHaveLength(2);
    expect(put([entry({ mayHaveArrived: true })], entry())).toHaveLength(2);
  });
});

describe('replay order and rebase', () => {
  it('goes in order, skipping held chains and entries tried in this pass', () => {
    const a = entry();
    const b = entry({ chain: 'rc:5:2026-05-01' });
    const c = entry();
    expect(nextToSend([c, b, a], new Set(), new Set())?.seq).toBe(a.seq);
    expect(nextToSend([c, b, a], new Set(['rc:3:2026-05-01']), new Set())?.seq).toBe(b.seq);
    expect(nextToSend([c, b, a], new Set(), new Set([a.seq, b.seq]))?.seq).toBe(c.seq);
  });

  it('moves the next entry of the chain onto the revision answered, and only that one', () => {
    const done = entry();
    const next = entry({
      endpoint: '/user/sent_mail_rc_sum/:branchId',
      body: { day: '2026-05-01', revision: 4, note: 'x' },
    });
    const other = entry({ chain: 'rc:5:2026-05-01' });
    expect(rebased([done, other, next], done, { data: { revision: 5 } })).toMatchObject({
      seq: next.seq,
      body: { revision: 5, note: 'x' },
    });
    expect(rebased([done, other], done, { data: { revision: 5 } })).toBeNull();
    expect(rebased([done, next], done, { msg: 'no revision' })).toBeNull();
  });

  it("a debit line's change moves the next change of its chain onto the line's answered rev", () => {
    const done = entry({ chain: 'debit:7', body: { rev: 3, note: 'a' } });
    const next = entry({ chain: 'debit:7', body: { rev: 3, company: 'B' } });
    expect(rebased([done, next], done, { data: { id: 7, rev: 4 } })).toMatchObject({
      seq: next.seq,
      body: { rev: 4, company: 'B' },
    });
    // A body without a rev (a report's save) is left as it is.
    const save = entry({ chain: 'debit:7', body: { note: 'x' } });
    expect(rebased([done, save], done, { data: { rev: 4 } })).toBeNull();
  });

  it("an expected plan cell's change moves the next change of the cell onto the cell's answered rev (baseRev)", () => {
    const chain = 'expected:3:2026-11:101:5';
    const done = entry({ chain, body: { room: '101', day: 5, rate: 500000, baseRev: 2 } });
    const next = entry({ chain, body: { room: '101', day: 5, rate: 600000, baseRev: 2 } });
    expect(rebased([done, next], done, { data: { room: '101', day: 5, rev: 3 } })).toMatchObject({
      seq: next.seq,
      body: { rate: 600000, baseRev: 3 },
    });
  });

  it('a replay that reads the queue again after each success sends the rebased revision (no 409 for the own chain)', () => {
    const server = { revision: 4 };
    const sent: number[] = [];
    let list = [entry(), entry({ endpoint: '/user/sent_mail_rc_sum/:branchId' })];
    const tried = new Set<number>();
    for (let e = nextToSend(list, new Set(), tried); e; e = nextToSend(list, new Set(), tried)) {
      tried.add(e.seq);
      const body = e.body as { revision: number };
      sent.push(body.revision);
      expect(body.revision).toBe(server.revision);
      server.revision += 1;
      const current = e;
      list = list.filter((x) => x.seq !== current.seq);
      const next = rebased(list, current, { data: { revision: server.revision } });
      if (next) list = list.map((x) => (x.seq === next.seq ? next : x));
    }
    expect(sent).toEqual([4, 5]);
  });

  it('replays carry the idempotency key and when the save was first made', () => {
    const e = entry();
    expect(replayHeaders(e)).toEqual({ 'Idempotency-Key': e.key, 'Sumbook-Queued-At': e.firstTriedAt });
  });
});

describe('after a try', () => {
  const error = (status: number, offline = false) => ({ ok: false as const, error: { status, msg: 'x', offline } });
  it.each([
    ['accepted', { ok: true as const }, 'done'],
    ['stale (409)', error(409), 'rejected'],
    ['bad input (400)', error(400), 'rejected'],
    ['key already sent with different data (422)', error(422), 'rejected'],
    ['server fault (500)', error(500), 'retry'],
    ['session expired (401)', error(401), 'retry'],
    ['offline', error(0, true), 'stop'],
  ])('%s -> %s', (_what, res, kind) => expect(afterTry(entry(), res, true).kind).toBe(kind));

  it(`a server fault is handed back after ${MAX_TRIES} tries`, () => {
    expect(afterTry(entry({ tries: MAX_TRIES - 1 }), error(500), true).kind).toBe('rejected');
  });

  it('a try lost on the way while online marks the entry as possibly arrived; offline it does not', () => {
    expect(afterTry(entry(), error(0, true), true)).toMatchObject({ kind: 'stop', update: { mayHaveArrived: true } });
    expect(afterTry(entry(), error(0, true), false)).toEqual({ kind: 'stop', update: undefined });
  });

  it('a retried entry without a chain stops the pass; with a chain it holds back its chain only', () => {
    expect(afterTry(entry({ chain: undefined }), error(500), true)).toMatchObject({ kind: 'retry', stopPass: true });
    expect(afterTry(entry(), error(500), true)).toMatchObject({ kind: 'retry', stopPass: false, update: { tries: 1 } });
  });
});

describe('grid cell writes (breakfast, storage) carry the value they were based on', () => {
  const cell = (over: Partial<OutboxEntry> = {}) =>
    entry({
      endpoint: breakfastApi.updateChildren.path,
      params: { branch: 3, type: 'cell', month: '2026-11' },
      chain: 'bf:3:2026-11:201:5',
      ...over,
    });

  it('a second change of a waiting cell replaces it and keeps the first base (what the server has)', () => {
    const first = cell({ body: { day: 5, colum: '201', value: 2, base: 0, key: 'k1' } });
    const second = cell({ body: { day: 5, colum: '201', value: 3, base: 2, key: 'k2' } });
    const list = put(put([], first), second);
    expect(list).toHaveLength(1);
    expect(list[0].body).toEqual({ day: 5, colum: '201', value: 3, base: 0, key: 'k2' });
  });

  it('the next write of the cell moves onto the value the server answered', () => {
    const done = cell({ body: { day: 5, colum: '201', value: 2, base: 0, key: 'k1' } });
    const next = cell({ body: { day: 5, colum: '201', value: 4, base: 1, key: 'k2' } });
    const answer = { status: 1, results: [{ key: 'k1', result: 'applied', value: 2 }] };
    expect(rebased([done, next], done, answer)?.body).toEqual({ day: 5, colum: '201', value: 4, base: 2, key: 'k2' });
  });

  it('a cell of another chain is left as it is', () => {
    const done = cell({ body: { value: 2, base: 0 } });
    const other = cell({ chain: 'bf:3:2026-11:202:5', body: { value: 1, base: 0 } });
    expect(rebased([done, other], done, { results: [{ value: 2 }] })).toBeNull();
  });
});

describe('entries stored before the outbox named endpoints (method and filled path) still replay', () => {
  const legacy = (over: Partial<LegacyEntry> = {}): LegacyEntry => {
    const { method: _m, endpoint: _e, params: _p, ...rest } = entry();
    return { ...rest, method: 'post', path: '/rc/3/up_sum', ...over };
  };

  it('an old entry reads as a call of its filled path, in capitals, with everything else kept', () => {
    const old = legacy({ lastError: 'Error 500', tries: 2 });
    const now = migrated(old);
    expect(now).toMatchObject({
      method: 'POST',
      endpoint: '/rc/3/up_sum',
      params: {},
      tries: 2,
      lastError: 'Error 500',
    });
    expect(now).not.toHaveProperty('path');
    expect(now.key).toBe(old.key);
    expect(now.body).toEqual(old.body);
    expect(pathOfEntry(now)).toBe('/rc/3/up_sum');
    expect(replayHeaders(now)['Idempotency-Key']).toBe(old.key);
  });

  it('an entry of today is read as it is', () => {
    const e = entry();
    expect(migrated(e)).toBe(e);
    expect(pathOfEntry(e)).toBe('/rc/3/up_sum');
  });

  it('a screen finds its calls among old and new entries by endpoint, with their path values', () => {
    const ep = breakfastApi.updateChildren;
    const old = migrated(legacy({ path: '/sup_report/breakfast/3/update_children/scan/2026-11' }));
    expect(paramsOf(old, ep)).toEqual({ branch: '3', type: 'scan', month: '2026-11' });
    const fresh = entry({ endpoint: ep.path, params: { branch: 3, type: 'cell', month: '2026-11' } });
    expect(paramsOf(fresh, ep)).toEqual({ branch: 3, type: 'cell', month: '2026-11' });
    expect(paramsOf(migrated(legacy()), ep)).toBeNull();
    expect(paramsOf(entry(), ep)).toBeNull();
    expect(paramsOf(migrated(legacy()), rcApi.save)).toEqual({ branchId: '3' });
    expect(paramsOf(migrated(legacy({ method: 'patch' })), rcApi.save)).toBeNull();
  });

  it('a path value that was URL-encoded reads back decoded', () => {
    const old = migrated(legacy({ path: '/rc/3/update_note/a%20b' }));
    expect(
      paramsOf({ ...old, method: 'PATCH' }, { ...rcApi.save, method: 'PATCH', path: '/rc/:branchId/update_note/:id' }),
    ).toEqual({ branchId: '3', id: 'a b' });
  });

  it('a new save replaces an old waiting save of the same path and chain', () => {
    const old = migrated(legacy({ body: { day: '2026-05-01', revision: 4, n: 'old' } }));
    const list = put([old], entry({ body: { day: '2026-05-01', revision: 4, n: 'new' } }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ seq: old.seq, endpoint: '/rc/:branchId/up_sum', body: { n: 'new' } });
  });
});
