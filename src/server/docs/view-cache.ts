// The serialised view answer of a version, kept per stored version row and revision: a read of an
// unchanged report sends the same bytes without reading, parsing or serialising its content again, and
// gzip-compressed once for clients that accept it (every browser does).
// Every write raises the revision, so an entry can never be stale (also with several server instances).
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/connection';
import { docAnswer, docById, type DocHead } from './store';

interface Entry {
  revision: number;
  updatedAt: string;
  body: Buffer;
  gzip?: Buffer;
}
export interface CachedAnswer {
  body: Buffer;
  encoding: 'gzip' | null;
}

const MAX_ENTRIES = 300;
/** Smaller answers are sent as they are: compressing them saves nothing worth the time. */
const GZIP_FROM = 8 * 1024;

export class ViewCache {
  private entries = new Map<number, Entry>();

  private async entry(db: Db, head: DocHead, periodKey: 'day' | 'month'): Promise<Entry | null> {
    const hit = this.entries.get(head.id);
    if (hit && hit.revision === head.revision && hit.updatedAt === head.updated_at) return hit;
    const row = await docById(db, head.id);
    if (!row) return null;
    const entry: Entry = {
      revision: row.revision,
      updatedAt: row.updated_at,
      body: Buffer.from(docAnswer('ok', row, periodKey)),
    };
    this.entries.delete(row.id);
    this.entries.set(row.id, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return entry;
  }

  /** The answer `{status:1, msg:'ok', data}` of the version, as JSON bytes (gzip when accepted and worth it). */
  async answer(db: Db, head: DocHead, periodKey: 'day' | 'month', acceptsGzip: boolean): Promise<CachedAnswer | null> {
    const entry = await this.entry(db, head, periodKey);
    if (!entry) return null;
    if (!acceptsGzip || entry.body.length < GZIP_FROM) return { body: entry.body, encoding: null };
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
}
