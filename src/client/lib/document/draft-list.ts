import { pathOf } from '../../../contract/path';
import { call } from '../api';
import { listDrafts } from '../drafts';
import { isConflictKey, listedDraft, type ListedDraft } from './draft-envelope';
import { diffRows, type RowDiff } from './row-diff';

/** A document's draft or set-aside copy kept on this device, as the drafts screen lists it. */
export interface DraftItem {
  key: string;
  savedAt: string;
  /** Set aside after a conflict (the draft itself is the other kind). */
  aside: boolean;
  draft: ListedDraft;
}

export async function documentDrafts(): Promise<DraftItem[]> {
  const all = await listDrafts();
  return all.flatMap(({ key, savedAt, value }) => {
    const parsed = listedDraft.safeParse(value);
    return parsed.success ? [{ key, savedAt, aside: isConflictKey(key), draft: parsed.data }] : [];
  });
}

export type Comparison =
  { ok: true; diff: RowDiff; version: number | null; revision: number | null } | { ok: false; msg: string };

/** The draft against the version stored on the server now (no stored version: every row is new). */
export async function compareWithServer(item: DraftItem): Promise<Comparison> {
  const { path, params } = item.draft.about.view;
  const res = await call<{ msg?: string; data?: { content?: unknown; version?: number; revision?: number } }>(
    'get',
    pathOf(path, params),
  );
  if (!res.ok)
    return {
      ok: false,
      msg: res.error.offline ? "You are offline: the server's version cannot be read now." : res.error.msg,
    };
  const content = res.data.data?.content;
  const rows = Array.isArray(content) ? listedDraft.shape.work.shape.rows.safeParse(content) : null;
  if (content !== undefined && !rows?.success) return { ok: false, msg: "The server's version could not be read." };
  const diff = diffRows(rows?.success ? rows.data : [], item.draft.work.rows, item.draft.about.rowLabel);
  return { ok: true, diff, version: res.data.data?.version ?? null, revision: res.data.data?.revision ?? null };
}
