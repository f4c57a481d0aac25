// The service worker's push handlers (public/push-sw.js) run against a fake `self`: the notification shown, the
// app badge, and the screen a tap opens (an open window is focused and asked to go there; else a new window).
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SCRIPT = readFileSync(new URL('../../public/push-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://sumbook.example';

interface FakeWindow {
  url: string;
  messages: unknown[];
  focused: boolean;
  postMessage(m: unknown): void;
  focus(): Promise<void>;
}

function fakeWindow(url: string): FakeWindow {
  return {
    url,
    messages: [],
    focused: false,
    postMessage(m) {
      this.messages.push(m);
    },
    async focus() {
      this.focused = true;
    },
  };
}

/** Loads the script into a fresh worker-like global; answers its handlers and what they did. */
function worker(opts: { badge?: boolean; windows?: FakeWindow[] } = {}) {
  const handlers: Record<string, (e: unknown) => void> = {};
  const shown: { title: string; options: { body: string; tag: string; data: { url: string } } }[] = [];
  const badges: (number | 'cleared')[] = [];
  const opened: string[] = [];
  const navigator = opts.badge
    ? {
        setAppBadge: async (n: number) => void badges.push(n),
        clearAppBadge: async () => void badges.push('cleared'),
      }
    : {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator,
    addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => opts.windows ?? [],
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  runInNewContext(SCRIPT, { self, URL });
  /** Fires an event; resolves once what it passed to waitUntil is done. */
  const fire = async (type: string, event: object) => {
    let wait: Promise<unknown> = Promise.resolve();
    handlers[type]({ ...event, waitUntil: (p: Promise<unknown>) => (wait = p) });
    await wait;
  };
  const push = (payload: unknown) =>
    fire('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  const tap = async (n: (typeof shown)[number]) => {
    let closed = false;
    await fire('notificationclick', { notification: { data: n.options.data, close: () => (closed = true) } });
    return closed;
  };
  return { shown, badges, opened, push, tap };
}

const notice = { id: 7, title: 'Edit request', body: 'Request edit RC HBT1\nLan asks', url: '/rc_sum/3', unread: 3 };

describe('service worker push handlers', () => {
  it('shows the pushed notice and sets the app badge to the unread count', async () => {
    const w = worker({ badge: true });
    await w.push(notice);
    expect(w.shown).toEqual([
      {
        title: 'Edit request',
        options: expect.objectContaining({ body: notice.body, tag: 'notice-7', data: { url: '/rc_sum/3' } }),
      },
    ]);
    expect(w.badges).toEqual([3]);
    await w.push({ ...notice, id: 8, unread: 0 });
    expect(w.badges).toEqual([3, 'cleared']);
  });

  it('shows the notice where the browser has no app badge, and a plain one for a payload it cannot read', async () => {
    const w = worker();
    await w.push(notice);
    expect(w.shown[0].title).toBe('Edit request');
    await w.push('{not json');
    expect(w.shown[1]).toMatchObject({ title: 'Sumbook', options: { body: '', data: { url: '/home' } } });
  });

  it('on a tap focuses an open window and asks it to open the screen', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow(`${ORIGIN}/home`);
    const w = worker({ windows: [other, app] });
    await w.push(notice);
    expect(await w.tap(w.shown[0])).toBe(true);
    expect(app.focused).toBe(true);
    expect(app.messages).toEqual([{ type: 'sumbook-open', url: '/rc_sum/3' }]);
    expect(other.messages).toEqual([]);
    expect(w.opened).toEqual([]);
  });

  it('on a tap with no window open opens one on the screen, never on another site', async () => {
    const w = worker();
    await w.push(notice);
    await w.tap(w.shown[0]);
    await w.push({ ...notice, url: 'https://evil.example/phish' });
    await w.tap(w.shown[1]);
    expect(w.opened).toEqual(['/rc_sum/3', '/home']);
  });
});
