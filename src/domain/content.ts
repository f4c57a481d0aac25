// The public website's content as the content editor shows it (spec 3 section 2): languages, targets, and
// the fields of a value (text fields shown as they are, array fields opened in a second column).

export const CONTENT_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ja', label: 'Japan' },
  { code: 'vi', label: 'Viet Nam' },
  { code: 'ko', label: 'Korea' },
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['code'];

export const CONTENT_TARGETS = [
  'header',
  'home',
  'account',
  'memberShip',
  'branchDetail',
  'area',
  'branch',
  'checkBranch',
  'booking',
  'room',
] as const;
export type ContentTarget = (typeof CONTENT_TARGETS)[number];

export const isContentLanguage = (v: string): v is ContentLanguage => CONTENT_LANGUAGES.some((l) => l.code === v);
export const isContentTarget = (v: string): v is ContentTarget => (CONTENT_TARGETS as readonly string[]).includes(v);

export const UNKNOWN_LANGUAGE = (v: string) =>
  `Unknown language "${v}": choose one of ${CONTENT_LANGUAGES.map((l) => `${l.code} (${l.label})`).join(', ')}`;
export const UNKNOWN_TARGET = (v: string) => `Unknown target "${v}": choose one of ${CONTENT_TARGETS.join(', ')}`;

/** A field of an object (or an item of an array): text values shown as they are, arrays and objects opened. */
export interface ContentField {
  key: string;
  kind: 'text' | 'array' | 'object';
  /** The text of a text field; for arrays and objects a short summary ('5 items', '3 fields'). */
  text: string;
  count: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function fieldOf(key: string, value: unknown): ContentField {
  if (Array.isArray(value)) return { key, kind: 'array', text: plural(value.length, 'item'), count: value.length };
  if (value && typeof value === 'object') {
    const n = Object.keys(value).length;
    return { key, kind: 'object', text: plural(n, 'field'), count: n };
  }
  return { key, kind: 'text', text: value === null || value === undefined ? '' : String(value), count: 0 };
}

/** The fields of an object, or the items of an array (keys 1, 2, ...), in order. */
export function contentFields(value: unknown): ContentField[] {
  if (Array.isArray(value)) return value.map((v, i) => fieldOf(String(i + 1), v));
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => fieldOf(k, v));
  return [];
}

/** A path step: an object key or an array position (0-based). */
export type ContentPath = readonly (string | number)[];

/** The value at a path, or undefined when the path does not lead anywhere. */
export function contentAt(root: unknown, path: ContentPath): unknown {
  let v: unknown = root;
  for (const step of path) {
    if (Array.isArray(v) && typeof step === 'number') v = v[step];
    else if (v && typeof v === 'object' && !Array.isArray(v) && typeof step === 'string')
      v = (v as Record<string, unknown>)[step];
    else return undefined;
  }
  return v;
}

/** The step that opens a field of the value at a path: arrays are opened by position, objects by key. */
export function contentStep(parent: unknown, field: ContentField): string | number {
  return Array.isArray(parent) ? Number(field.key) - 1 : field.key;
}

/**
 * A readable path: ['branch', 'list', 2, 'rooms'] -> 'branch › list › 3 › rooms'; with the root, an array
 * position is named by its item's title when it has one ('areas › Ha Noi › branches').
 */
export function contentPathLabel(path: ContentPath, root?: unknown): string {
  return path
    .map((s, i) => {
      if (typeof s !== 'number') return s;
      const title = root === undefined ? undefined : contentItemTitle(contentAt(root, path.slice(0, i + 1)));
      return title ?? String(s + 1);
    })
    .join(' › ');
}

/** The item's title for a list entry: its name, title, label or question when it has one. */
export function contentItemTitle(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  for (const k of ['name', 'title', 'label', 'question', 'heading']) if (typeof v[k] === 'string') return v[k];
  return undefined;
}
