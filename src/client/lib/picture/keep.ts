import { LOGIN_MARKER, PICTURE_LAYER_ID, entryOf, localDay, pictureKey, storePicture, type LiveFlag } from './rules';

// The app's side of the kept picture (rules.ts): a card list keeps its picture as it is drawn, and removes the
// picture `first-paint.ts` drew once the live list is there.

const moduleScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
    (s) => s.getAttribute('src') ?? '',
  );

/** Removes the drawn picture, and tells a picture still loading its styles not to draw. */
export function dropPicture(): void {
  (window as Window & LiveFlag).sumbookLiveDrawn = true;
  document.getElementById(PICTURE_LAYER_ID)?.remove();
}

/** The address the drawn picture shows, if one is on screen. */
export const pictureOnScreen = (): string | undefined => document.getElementById(PICTURE_LAYER_ID)?.dataset.path;

/** The list's cards as HTML, without ids (unique in a page) and test ids (the live list's own). */
function cardsHtml(list: HTMLElement): string {
  const copy = list.cloneNode(true) as HTMLElement;
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    el.removeAttribute('id');
    el.removeAttribute('data-testid');
  }
  copy.removeAttribute('tabindex');
  return copy.outerHTML;
}

/**
 * Keeps the picture of `list`, a card list of the screen on show now. Not kept: a list of a page in the background,
 * a hidden tab, the development server (no build entry), a device signed out (the log-out has just removed every
 * picture). An empty list removes the screen's picture.
 */
export function keepPicture(list: HTMLElement, cards: number): void {
  if (document.visibilityState !== 'visible' || !list.isConnected) return;
  if (localStorage.getItem(LOGIN_MARKER) !== '1') return;
  const page = list.closest('.ion-page');
  if (!page || page.classList.contains('ion-page-hidden') || list.offsetParent === null) return;
  const path = location.pathname + location.search;
  const entry = entryOf(moduleScripts());
  if (!entry) return;
  try {
    if (cards === 0) {
      localStorage.removeItem(pictureKey(path));
      return;
    }
    const box = list.getBoundingClientRect();
    const bar = page.querySelector('ion-header ion-toolbar')?.getBoundingClientRect();
    const title = page.querySelector('ion-header .sb-title');
    const titleBox = title?.getBoundingClientRect();
    storePicture(localStorage, {
      v: 1,
      path,
      day: localDay(new Date()),
      entry,
      width: window.innerWidth,
      dark: document.body.classList.contains('dark'),
      css: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .map((l) => l.getAttribute('href') ?? '')
        .filter(Boolean),
      bar: {
        height: bar?.height ?? 56,
        title: title?.querySelector('.sb-title-main')?.textContent ?? '',
        subtitle: title?.querySelector('.sb-title-sub')?.textContent ?? '',
        left: titleBox?.left ?? 56,
        width: titleBox?.width ?? 0,
      },
      list: {
        top: box.top,
        left: box.left,
        width: box.width,
        height: box.height,
        scroll: list.scrollTop,
        html: cardsHtml(list),
      },
      at: Date.now(),
    });
  } catch {
    // Storage refused (private mode, full): the next start draws without a picture.
  }
}
