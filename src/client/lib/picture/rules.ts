// The kept picture of a screen (issue 29's offline start): what a card list looked like when it was last drawn,
// kept in localStorage so `src/client/first-paint.ts` can draw it before the app's code has loaded. Pure rules,
// shared by the page that keeps the picture and the small script that draws it; no DOM here.

/** The first-login marker (lib/boot.ts): a picture is drawn only while it is set. */
export const LOGIN_MARKER = 'sumbook.loggedIn';
/** The drawn picture's element id (first-paint.ts draws it, keep.ts removes it; index.html styles it). */
export const PICTURE_LAYER_ID = 'kept-picture';
/** Set on window once the live list is drawn: a picture still loading its styles then draws nothing. */
export type LiveFlag = { sumbookLiveDrawn?: boolean };

/** Each picture is under this prefix, then the screen's address (path and query). */
export const PICTURE_PREFIX = 'sumbook.picture:';
/** A picture larger than this (characters) is not kept: a long list drawn in full would cost more than it saves. */
export const PICTURE_MAX_CHARS = 120_000;
/** At most this many screens keep a picture; the oldest goes first. */
export const PICTURE_MAX_COUNT = 8;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Picture {
  v: 1;
  /** The screen's address: `location.pathname + location.search`. */
  path: string;
  /** The device's local day it was kept ('2026-11-29'): a picture of another day is never drawn. */
  day: string;
  /** The build's entry script: a picture of another build names style files that are gone. */
  entry: string;
  /** The page's style files (their href attributes, in page order). */
  css: string[];
  /** The window it was drawn in: a picture is drawn only at the same width (a turned phone lays out anew). */
  width: number;
  /** Drawn in the dark theme. */
  dark: boolean;
  /** The top bar: its height, and the title's two lines and where they were. */
  bar: { height: number; title: string; subtitle: string; left: number; width: number };
  /** The card list: where it was, its scroll, its cards' HTML (ids and test ids taken out). */
  list: Box & { scroll: number; html: string };
  /** ms since 1970, when it was kept. */
  at: number;
}

/** The device's local day of `d`, as 'YYYY-MM-DD'. */
export function localDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export const pictureKey = (path: string) => `${PICTURE_PREFIX}${path}`;

/** Where and when a picture would be drawn. */
export interface PaintPlace {
  path: string;
  /** 'YYYY-MM-DD', the device's local day. */
  today: string;
  /** The build's entry script (`entryOf`). */
  entry: string;
  /** The window's width, px. */
  width: number;
}

/** The picture kept as `raw`, when it may be drawn at `at` (the same address, day, build and window width). */
export function paintable(raw: string | null, at: PaintPlace): Picture | null {
  if (!raw) return null;
  let p: Picture;
  try {
    p = JSON.parse(raw) as Picture;
  } catch {
    return null;
  }
  if (!p || p.v !== 1 || p.path !== at.path || p.day !== at.today || p.entry !== at.entry) return null;
  if (p.width !== at.width) return null;
  if (!Array.isArray(p.css) || typeof p.list?.html !== 'string' || !p.bar) return null;
  if (p.list.width <= 0 || p.list.height <= 0) return null;
  return p;
}

/** Minimal storage, as localStorage offers it (a Map stands in for it in the unit tests). */
export interface KeyStore {
  readonly length: number;
  key(i: number): string | null;
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

function pictureKeys(store: KeyStore): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(PICTURE_PREFIX)) keys.push(k);
  }
  return keys;
}

/**
 * Keeps `p` (replacing the screen's last picture); then, past PICTURE_MAX_COUNT, the oldest pictures go (only then
 * are the others read). A picture too large, or a full storage, keeps nothing for that screen. Answers whether it
 * was kept.
 */
export function storePicture(store: KeyStore, p: Picture): boolean {
  const key = pictureKey(p.path);
  const text = JSON.stringify(p);
  if (text.length > PICTURE_MAX_CHARS) {
    store.removeItem(key);
    return false;
  }
  try {
    store.setItem(key, text);
  } catch {
    store.removeItem(key);
    return false;
  }
  const keys = pictureKeys(store);
  if (keys.length <= PICTURE_MAX_COUNT) return true;
  const ages = keys.map((k) => {
    try {
      return { k, at: Number((JSON.parse(store.getItem(k) ?? '{}') as Partial<Picture>).at) || 0 };
    } catch {
      return { k, at: 0 };
    }
  });
  ages.sort((a, b) => b.at - a.at);
  for (const old of ages.slice(PICTURE_MAX_COUNT)) store.removeItem(old.k);
  return true;
}

/** Removes every kept picture (sign-in and log-out: the next user never sees the last one's screens). */
export function clearPictures(store: KeyStore): void {
  for (const k of pictureKeys(store)) store.removeItem(k);
}

/** The app's entry script among the page's module scripts (`/assets/index-<hash>.js` in a build). */
export function entryOf(srcs: readonly string[]): string {
  return srcs.find((s) => /\/index-[\w-]+\.js$/.test(s)) ?? '';
}
