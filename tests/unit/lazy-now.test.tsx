import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNow } from '../../src/client/lib/lazy-now';

// lib/lazy-now: a screen whose code was fetched ahead is drawn at once (no fallback, so no fallback throttle).
const html = (node: React.ReactNode) => renderToStaticMarkup(<Suspense fallback="waiting">{node}</Suspense>);
const Page = ({ name }: { name: string }) => <b>{name}</b>;

describe('lazyNow', () => {
  it('suspends until its code is here, then draws without suspending', async () => {
    let calls = 0;
    const Lazy = lazyNow(async () => {
      calls += 1;
      return { default: Page };
    });
    expect(html(<Lazy name="home" />)).toBe('waiting');
    await Lazy.preload();
    expect(html(<Lazy name="home" />)).toBe('<b>home</b>');
    expect(calls).toBe(1);
  });

  it('draws at once when preloaded before its first render', async () => {
    const Lazy = lazyNow(async () => ({ default: Page }));
    await Lazy.preload();
    expect(html(<Lazy name="rc" />)).toBe('<b>rc</b>');
  });

  it('hands a failed load to the error boundary until a preload succeeds', async () => {
    let fail = true;
    const Lazy = lazyNow(async () => {
      if (fail) throw new Error('offline');
      return { default: Page };
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    expect(() => renderToStaticMarkup(<Lazy name="x" />)).toThrow('offline');
    expect(() => renderToStaticMarkup(<Lazy name="x" />)).toThrow('offline');
    fail = false;
    await Lazy.preload();
    expect(html(<Lazy name="x" />)).toBe('<b>x</b>');
  });
});
