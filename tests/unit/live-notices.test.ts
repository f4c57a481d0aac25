// The bell's list with notices from the poll, the live stream and the stream's catch-up: each id once,
// so the unread count never counts one twice; and the event-stream parser the stream reader uses.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notification';
import { sseParser, type SseFrame } from '../../src/client/lib/live/sse';
import { addNotice, markAnswered, mergePolled, newestId } from '../../src/client/shell/notice-merge';

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  title: `n${id}`,
  Conent: '',
  time_created: `2026-05-01T10:00:${String(id).padStart(2, '0')}.000Z`,
  type: 2,
  isread: false,
  answer: '',
  sent_to: 7,
  sent_from: 'CEO',
  role: null,
  branch: null,
  link: '',
  ...over,
});
const unread = (list: Notification[]) => list.filter((n) => !n.isread).length;

describe('the bell list', () => {
  it('adds a live notice once, newest first, however often it comes', () => {
    let list = [note(1), note(2)];
    list = addNotice(list, note(3));
    list = addNotice(list, note(3));
    expect(list.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(unread(list)).toBe(3);
  });

  it('keeps a notice read here when the catch-up sends it again unread', () => {
    const read = [note(4, { isread: true, answer: 'close' })];
    const after = addNotice(read, note(4));
    expect(after).toBe(read);
    expect(unread(after)).toBe(0);
  });

  it('keeps live notices newer than a poll answered before them, and takes the poll word on the rest', () => {
    const list = [note(5), note(4), note(3, { isread: true })];
    // The poll was answered before 5 existed, and 3 is unread on the server (marked elsewhere: its word wins).
    const merged = mergePolled(list, [note(4, { isread: true }), note(3)]);
    expect(merged.map((n) => [n.id, n.isread])).toEqual([
      [5, false],
      [4, true],
      [3, false],
    ]);
    expect(unread(merged)).toBe(2);
  });

  it('counts a notice once when the poll and the stream both bring it, in either order', () => {
    const live = note(6);
    const viaStreamFirst = mergePolled(addNotice([note(1)], live), [live, note(1)]);
    const viaPollFirst = addNotice(mergePolled([note(1)], [live, note(1)]), live);
    for (const list of [viaStreamFirst, viaPollFirst]) {
      expect(list.map((n) => n.id)).toEqual([6, 1]);
      expect(unread(list)).toBe(2);
    }
    // A poll answer that lists an id twice still gives one item.
    expect(mergePolled([], [live, live]).map((n) => n.id)).toEqual([6]);
  });

  it('marks the notices of an answered edit request read with the answer', () => {
    const list = [note(8, { type: 1 }), note(9, { type: 1 }), note(10)];
    const after = markAnswered(list, [8, 9], 'Agree change sum');
    expect(after.map((n) => [n.id, n.isread, n.answer])).toEqual([
      [8, true, 'Agree change sum'],
      [9, true, 'Agree change sum'],
      [10, false, ''],
    ]);
    expect(markAnswered(list, [99], 'refuse')).toBe(list);
    expect(newestId(after)).toBe(10);
    expect(newestId([])).toBe(0);
  });
});

describe('the event-stream parser', () => {
  const parse = (chunks: string[]) => {
    const frames: SseFrame[] = [];
    const retries: number[] = [];
    const feed = sseParser(
      (f) => frames.push(f),
      (ms) => retries.push(ms),
    );
    for (const c of chunks) feed(c);
    return { frames, retries };
  };

  it('reads frames cut anywhere, with CRLF or LF, comments, ids and several data lines', () => {
    const text =
      'retry: 3000\r\n\r\n: ping\n\nid: 12\nevent: notice\ndata: {"id":12}\n\nevent: sent\ndata: a\ndata: b\r\n\r\n';
    for (const size of [1, 2, 5, text.length]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      const { frames, retries } = parse(chunks);
      expect(frames).toEqual([
        { event: 'notice', data: '{"id":12}', id: '12' },
        { event: 'sent', data: 'a\nb' },
      ]);
      expect(retries).toEqual([3000]);
    }
  });

  it('waits for the blank line before a frame counts', () => {
    expect(parse(['event: notice\ndata: {}\n']).frames).toEqual([]);
  });
});
