import type { ZodType } from 'zod';
import { dropDraft, keepDraft, listDrafts } from '../drafts';

/** The drafts under `prefix` that read as `schema`, with their keys. */
export async function keptUnder<W>(prefix: string, schema: ZodType<W>): Promise<{ key: string; value: W }[]> {
  return (await listDrafts()).flatMap((d) => {
    const w = d.key.startsWith(prefix) ? schema.safeParse(d.value) : null;
    return w?.success ? [{ key: d.key, value: w.data }] : [];
  });
}

/**
 * Copies of changes kept on the device while they wait in the outbox (drafts under `prefix`), so a change
 * whose answer this device never saw (the page was closed first) is found on the next load, not lost.
 */
export function keptCopies<W>(prefix: string, schema: ZodType<W>) {
  return {
    keep: (id: string, w: W) => keepDraft(prefix + id, w),
    drop: (id: string) => dropDraft(prefix + id),
    /** The first kept copy `match` picks, taken off the device. */
    async take(match: (w: W) => boolean): Promise<W | null> {
      const found = (await keptUnder(prefix, schema)).find((k) => match(k.value));
      if (found) await dropDraft(found.key);
      return found?.value ?? null;
    },
    /** The kept copies `mine` picks: those still queued, and those whose answer was missed (taken off the device). */
    async sort(mine: (w: W) => boolean, queued: (w: W) => boolean): Promise<{ waiting: W[]; missed: W[] }> {
      const waiting: W[] = [];
      const missed: W[] = [];
      for (const k of await keptUnder(prefix, schema)) {
        if (!mine(k.value)) continue;
        if (queued(k.value)) waiting.push(k.value);
        else {
          await dropDraft(k.key);
          missed.push(k.value);
        }
      }
      return { waiting, missed };
    },
  };
}
