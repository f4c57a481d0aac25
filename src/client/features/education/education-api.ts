// The training library as the screen needs it: the category map and every video's title and description,
// read network first and kept on this device, so the list and the search work offline (the player itself
// needs the network).
import { educationApi, type EducationMap, type VideoInfo } from '../../../contract/education';
import type { ApiResult } from '../../lib/api';
import { cacheGet, cachePut } from '../../lib/cache';
import { tr } from '../../lib/i18n';
import { cachedRequest, request } from '../../lib/request';

export interface Video extends VideoInfo {
  id: string;
  category: string;
  /** '' when the category has no sub-categories. */
  sub: string;
}
export interface Category {
  name: string;
  subs: string[];
}
export interface Library {
  categories: Category[];
  videos: Video[];
  /** True when the answer is the copy kept on this device (offline). */
  stale: boolean;
}

const INFO_KEY = 'education:videos';

function flatten(map: EducationMap): { categories: Category[]; refs: Omit<Video, 'title' | 'description'>[] } {
  const categories: Category[] = [];
  const refs: Omit<Video, 'title' | 'description'>[] = [];
  for (const [name, value] of Object.entries(map)) {
    if (Array.isArray(value)) {
      categories.push({ name, subs: [] });
      for (const id of value) refs.push({ id, category: name, sub: '' });
    } else {
      categories.push({ name, subs: Object.keys(value) });
      for (const [sub, ids] of Object.entries(value)) for (const id of ids) refs.push({ id, category: name, sub });
    }
  }
  return { categories, refs };
}

async function readInfo(ids: string[]): Promise<{ info: Record<string, VideoInfo>; stale: boolean } | null> {
  const res = await request(educationApi.info, {}, { listVideo: ids });
  if (res.ok) {
    void cachePut(INFO_KEY, res.data.data).catch(() => undefined);
    return { info: res.data.data, stale: false };
  }
  if (!res.error.offline) return null;
  const kept = await cacheGet<Record<string, VideoInfo>>(INFO_KEY).catch(() => undefined);
  return kept ? { info: kept, stale: true } : null;
}

export async function loadLibrary(): Promise<ApiResult<Library>> {
  const list = await cachedRequest(educationApi.list, {});
  if (!list.ok) return list;
  const { categories, refs } = flatten(list.data.data);
  const read = await readInfo(refs.map((r) => r.id));
  if (!read) return { ok: false, error: { status: 0, msg: tr('education')('Error when load data'), offline: false } };
  const videos = refs.map((r) => ({
    ...r,
    title: read.info[r.id]?.title ?? r.id,
    description: read.info[r.id]?.description ?? '',
  }));
  return { ok: true, data: { categories, videos, stale: !!list.stale || read.stale } };
}

/** The privacy-enhanced player address (no cookies until the guest plays). */
export const playerUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0`;
