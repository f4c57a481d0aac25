import { describe, expect, it } from 'vitest';
import {
  PICTURE_MAX_CHARS,
  PICTURE_MAX_COUNT,
  clearPictures,
  entryOf,
  localDay,
  paintable,
  pictureKey,
  storePicture,
  type KeyStore,
  type Picture,
} from '../../src/client/lib/picture/rules';

/** localStorage's shape over a Map; `full` makes setItem throw as a full storage does. */
function memoryStore(full = false): KeyStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const ENTRY = '/assets/index-B9v0dEGL.js';

function picture(over: Partial<Picture> = {}): Picture {
  return {
    v: 1,
    path: '/reception_sum',
    day: '2026-11-29',
    entry: ENTRY,
    width: 390,
    dark: false,
    css: ['/assets/App-BxGW-Y8i.css'],
    bar: { height: 56, title: 'RC SUM', subtitle: '', left: 52, width: 190 },
    list: { top: 313, left: 0, width: 390, height: 431, scroll: 0, html: '<div class="rc-cards"></div>' },
    at: 1,
    ...over,
  };
}

describe('the kept picture of a screen (issue 29: offline start)', () => {
  const place = { path: '/reception_sum', today: '2026-11-29', entry: ENTRY, width: 390 };

  it('is drawn for its own address, on the day it was kept, by the build that kept it, at its width', () => {
    const raw = JSON.stringify(picture());
    expect(paintable(raw, place)?.bar.title).toBe('RC SUM');
    expect(paintable(raw, { ...place, path: '/reception_sum?day=2026-11-28' })).toBeNull();
    expect(paintable(raw, { ...place, path: '/breakfast_report' })).toBeNull();
    // The next morning the screen opens on a new day: yesterday's cards are never shown as today's.
    expect(paintable(raw, { ...place, today: '2026-11-30' })).toBeNull();
    // A new build: the style files the picture names are gone from the device.
    expect(paintable(raw, { ...place, entry: '/assets/index-Zz9.js' })).toBeNull();
    // The phone turned: the screen lays out anew (a tablet-wide window shows the grid, not the cards).
    expect(paintable(raw, { ...place, width: 844 })).toBeNull();
  });

  it('is not drawn from nothing, broken text, another version or a list without size', () => {
    expect(paintable(null, place)).toBeNull();
    expect(paintable('{"v":1,', place)).toBeNull();
    expect(paintable('null', place)).toBeNull();
    expect(paintable(JSON.stringify({ ...picture(), v: 2 }), place)).toBeNull();
    expect(paintable(JSON.stringify(picture({ list: { ...picture().list, height: 0 } })), place)).toBeNull();
    expect(paintable(JSON.stringify({ ...picture(), css: 'x' }), place)).toBeNull();
  });

  it('keeps at most 8 screens, the newest, one picture per address', () => {
    const store = memoryStore();
    store.setItem('sumbook.loggedIn', '1');
    for (let i = 1; i <= 10; i++) expect(storePicture(store, picture({ path: `/screen/${i}`, at: i }))).toBe(true);
    expect(storePicture(store, picture({ path: '/screen/10', at: 11 }))).toBe(true);
    const kept = [...store.map.keys()].filter((k) => k.startsWith('sumbook.picture:')).sort();
    expect(kept).toHaveLength(PICTURE_MAX_COUNT);
    expect(kept).not.toContain(pictureKey('/screen/1'));
    expect(kept).not.toContain(pictureKey('/screen/2'));
    expect(kept).toContain(pictureKey('/screen/3'));
    expect(store.getItem('sumbook.loggedIn')).toBe('1');
  });

  it("keeps nothing too large or refused by a full storage, and drops that screen's older picture", () => {
    const store = memoryStore();
    storePicture(store, picture());
    const big = picture({ list: { ...picture().list, html: 'x'.repeat(PICTURE_MAX_CHARS) } });
    expect(storePicture(store, big)).toBe(false);
    expect(store.getItem(pictureKey('/reception_sum'))).toBeNull();
    expect(storePicture(memoryStore(true), picture())).toBe(false);
  });

  it('are all removed at sign-in and log-out, and nothing else is', () => {
    const store = memoryStore();
    store.setItem('sumbook.device', 'abc');
    storePicture(store, picture());
    storePicture(store, picture({ path: '/breakfast_report' }));
    clearPictures(store);
    expect([...store.map.keys()]).toEqual(['sumbook.device']);
  });

  it("names the build's entry among the module scripts, and the device's local day", () => {
    expect(entryOf(['/assets/first-paint-BII0e-En.js', ENTRY])).toBe(ENTRY);
    expect(entryOf(['/main.tsx'])).toBe('');
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 29, 0, 0))).toBe('2026-11-29');
  });
});
