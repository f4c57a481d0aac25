// Reading a `mongoexport` file: a JSON array (--jsonArray) or one document per line, with MongoDB's extended
// JSON ({"$oid": ...}, {"$date": ...}, {"$numberLong": ...}) turned into plain values: an ObjectId into its hex
// text, a date into a Date, a number wrapper into a number. Each document keeps where it was ('line 14' or,
// in an array, 'item 14') for the report.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Doc = Record<string, unknown>;
export interface Item {
  where: string;
  doc: Doc;
}
export interface ReadResult {
  items: Item[];
  /** Lines or items that are not a JSON object, with the reason. */
  broken: { where: string; msg: string }[];
}

const NUMBER_KEYS = ['$numberLong', '$numberInt', '$numberDouble', '$numberDecimal'];

/** A value of extended JSON as a plain one. */
export function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (!value || typeof value !== 'object') return value;
  const o = value as Doc;
  const keys = Object.keys(o);
  if (keys.length === 1) {
    const [k] = keys;
    if (k === '$oid') return String(o.$oid);
    if (k === '$date') {
      const d = plain(o.$date);
      const date = new Date(typeof d === 'number' || typeof d === 'string' ? d : NaN);
      return Number.isNaN(date.getTime()) ? String(d) : date;
    }
    if (NUMBER_KEYS.includes(k)) return Number(o[k]);
  }
  return Object.fromEntries(keys.map((k) => [k, plain(o[k])]));
}

const isDoc = (v: unknown): v is Doc => !!v && typeof v === 'object' && !Array.isArray(v);

export function parseExport(text: string): ReadResult {
  const items: Item[] = [];
  const broken: ReadResult['broken'] = [];
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.startsWith('[')) {
    let list: unknown;
    try {
      list = JSON.parse(body);
    } catch (err) {
      return { items, broken: [{ where: 'file', msg: `not JSON: ${(err as Error).message}` }] };
    }
    (Array.isArray(list) ? list : []).forEach((v, i) => {
      const where = `item ${i + 1}`;
      if (isDoc(v)) items.push({ where, doc: plain(v) as Doc });
      else broken.push({ where, msg: 'not a document' });
    });
    return { items, broken };
  }
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (line.trim() === '') return;
    try {
      const v: unknown = JSON.parse(line);
      if (isDoc(v)) items.push({ where, doc: plain(v) as Doc });
      else broken.push({ where, msg: 'not a document' });
    } catch {
      broken.push({ where, msg: 'not JSON' });
    }
  });
  return { items, broken };
}

/** The export of one collection in the folder (`<name>.json`), or null when there is none. */
export function readExport(folder: string, name: string): ReadResult | null {
  const file = join(folder, `${name}.json`);
  return existsSync(file) ? parseExport(readFileSync(file, 'utf8')) : null;
}
