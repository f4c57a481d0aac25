import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePullScrollHost } from './PullRefresh';
import { useKeptPicture } from './use-kept-picture';

// The phone card list every screen uses: a scroll box where only the cards in view (and a few around)
// are in the DOM, each measured as it renders. Optional: scroll to a card once when `focusKey` names it,
// and `onNearEnd` when the last cards come into view (to load the next page). The list is the scroll a
// pull-to-refresh follows (`PullRefresh.tsx`).
export interface VirtualCardsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** A first guess of a card's height, px. */
  estimate: number;
  testId: string;
  cardTestId: string;
  className?: string;
  cardClass?: (item: T) => string;
  focusKey?: string | null;
  onNearEnd?: () => void;
  /** Shown above the cards (an empty-state line, a count) and below them (loading, the end). */
  header?: ReactNode;
  footer?: ReactNode;
  /** Each card also carries its key as data-{keyAttr} (e.g. 'line': data-line="42"). */
  keyAttr?: string;
  /**
   * The screen's main list: it keeps a picture of itself, drawn at the next start of the screen before the app has
   * loaded (`use-kept-picture.ts`). Not for lists in dialogs.
   */
  picture?: boolean;
  children: (item: T, index: number) => ReactNode;
}

const NEAR_END = 10;

export function VirtualCards<T>(p: VirtualCardsProps<T>) {
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: p.items.length,
    getScrollElement: () => parent.current,
    estimateSize: () => p.estimate,
    overscan: 4,
  });
  const host = usePullScrollHost();
  useKeptPicture(parent, p.items.length, !!p.picture);
  const scrolledTo = useRef<string | null>(null);
  const { focusKey, items, keyOf, onNearEnd } = p;
  useEffect(() => {
    const index = focusKey && focusKey !== scrolledTo.current ? items.findIndex((i) => keyOf(i) === focusKey) : -1;
    if (index < 0) return;
    scrolledTo.current = focusKey ?? null;
    virtual.scrollToIndex(index, { align: 'end' });
  }, [focusKey, items, keyOf, virtual]);
  const shown = virtual.getVirtualItems();
  const last = shown.at(-1)?.index ?? -1;
  // The latest callback, asked once each time the last card shown or the number of cards changes.
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;
  useEffect(() => {
    if (items.length > 0 && last >= items.length - NEAR_END) nearEnd.current?.();
  }, [last, items.length]);
  return (
    <div ref={parent} className={`${p.className ?? 'rc-cards'} ${host}`} data-testid={p.testId} tabIndex={0}>
      {p.header}
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {shown.map((slot) => {
          const item = items[slot.index];
          return (
            <article
              key={keyOf(item)}
              className={p.cardClass ? p.cardClass(item) : 'rc-card'}
              data-testid={p.cardTestId}
              data-index={slot.index}
              {...(p.keyAttr ? { [`data-${p.keyAttr}`]: keyOf(item) } : {})}
              ref={virtual.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${slot.start}px)` }}
            >
              {p.children(item, slot.index)}
            </article>
          );
        })}
      </div>
      {p.footer}
    </div>
  );
}
