// Draws the screen's kept picture (lib/picture) before the app's code has loaded: on a slow phone, the cards a
// user saw last are on screen in a few hundred ms instead of after Ionic and React have started. The picture is a
// still layer above the app (no taps reach it, screen readers skip it); the app removes it as soon as its own
// list is drawn (`lib/picture/keep.ts`), when it shows another address, or after 10 s whatever happens.
// A build loads this as its own small module (vite.config.ts `firstPaint`); it imports nothing heavy.
import {
  LOGIN_MARKER,
  PICTURE_LAYER_ID,
  entryOf,
  localDay,
  paintable,
  pictureKey,
  type LiveFlag,
  type Picture,
} from './lib/picture/rules';

const STYLE_WAIT_MS = 1500;
const SAFETY_MS = 10_000;

function px(n: number): string {
  return `${Math.round(n)}px`;
}

/** The page's style files named by the picture, each loaded once (the app's own loader finds them there). */
function styles(hrefs: readonly string[]): Promise<unknown> {
  const waits = hrefs.map((href) => {
    const found = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (l) => l.getAttribute('href') === href,
    );
    if (found) return Promise.resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise((done) => {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
    });
    document.head.append(link);
    return loaded;
  });
  return Promise.race([Promise.all(waits), new Promise((done) => setTimeout(done, STYLE_WAIT_MS))]);
}

function layer(p: Picture): HTMLElement {
  const root = document.createElement('div');
  root.id = PICTURE_LAYER_ID;
  root.dataset.path = p.path;
  root.setAttribute('aria-hidden', 'true');
  root.inert = true;
  const bar = document.createElement('div');
  bar.className = 'kp-bar';
  bar.style.height = px(p.bar.height);
  const title = document.createElement('div');
  title.className = 'kp-title';
  title.style.left = px(p.bar.left);
  title.style.width = px(p.bar.width);
  const main = document.createElement('span');
  main.className = 'sb-title-main';
  main.textContent = p.bar.title;
  title.append(main);
  if (p.bar.subtitle) {
    const sub = document.createElement('span');
    sub.className = 'sb-title-sub';
    sub.textContent = p.bar.subtitle;
    title.append(sub);
  }
  bar.append(title);
  const list = document.createElement('div');
  list.className = 'kp-list';
  Object.assign(list.style, {
    top: px(p.list.top),
    left: px(p.list.left),
    width: px(p.list.width),
    height: px(p.list.height),
  });
  // The app's own rendering of the cards, kept by the app itself (keep.ts): text was escaped when it was drawn.
  list.innerHTML = p.list.html;
  root.append(bar, list);
  return root;
}

async function paint(): Promise<void> {
  if (localStorage.getItem(LOGIN_MARKER) !== '1') return;
  const path = location.pathname + location.search;
  const srcs = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
    (s) => s.getAttribute('src') ?? '',
  );
  const p = paintable(localStorage.getItem(pictureKey(path)), {
    path,
    today: localDay(new Date()),
    entry: entryOf(srcs),
    width: window.innerWidth,
  });
  if (!p) return;
  await styles(p.css);
  if (!document.body) await new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }));
  // The app was quicker (its list is drawn), or the user has moved on: nothing to draw any more.
  if ((window as Window & LiveFlag).sumbookLiveDrawn || location.pathname + location.search !== path) return;
  const shown = layer(p);
  // The theme the app would set itself (shell/Shell.tsx) once the profile is read.
  if (p.dark) document.body.classList.add('dark');
  document.body.append(shown);
  const cards = shown.querySelector('.kp-list > *');
  if (cards) cards.scrollTop = p.list.scroll;
  setTimeout(() => shown.remove(), SAFETY_MS);
}

// A picture that cannot be drawn is no reason to stop the app: it starts as it would without one.
paint().catch(() => undefined);
