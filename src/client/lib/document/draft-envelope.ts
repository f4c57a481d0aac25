import { z, type ZodType } from 'zod';
import type { Endpoint } from '../../../contract/endpoint';
import type { PathValues } from '../../../contract/path';
import type { DocBase, DraftAbout } from './types';

// A document's draft as kept on the device: the work, the stored revision it was based on, and what
// the drafts screen needs to show it. The copy set aside after a conflict has the same shape.
export const conflictKeyOf = (id: string) => `${id}:conflict`;
export const isConflictKey = (key: string) => key.endsWith(':conflict');
export const documentIdOf = (key: string) => key.replace(/:conflict$/, '');

/** A GET entry of the contract and its path values, as plain data kept with a draft. */
export const serverView = z.object({
  path: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ServerView = z.infer<typeof serverView>;
/** A GET entry named with its path values: what a document's `about` keeps to compare a draft with. */
export const viewOf = <E extends Endpoint>(ep: E, params: PathValues<E['path']>): ServerView => ({
  path: ep.path,
  params,
});

const about = z.object({
  kind: z.string(),
  label: z.string(),
  title: z.string(),
  day: z.string(),
  open: z.string(),
  view: serverView,
  rowLabel: z.array(z.string()),
});
/** Drafts kept before `view` existed carry the view's path, already filled, under the key read here. */
const LEGACY_PATH_KEY = 'serverPath';
export const draftAbout = z.preprocess((v) => {
  const old = v as Record<string, unknown> | null;
  const legacy = old?.[LEGACY_PATH_KEY];
  return typeof legacy === 'string' && !old?.view ? { ...old, view: { path: legacy, params: {} } } : v;
}, about);

const basedOn = z.object({ version: z.number(), revision: z.number() });

/** `queued`: the outbox holds a save of exactly this work (no edit since it was queued). */
export interface Envelope<W> {
  basedOn: { version: number; revision: number };
  work: W;
  about?: DraftAbout;
  queued?: boolean;
}

/** The schema of a document's drafts (drafts kept before `about` existed still read back). */
export function envelopeSchema<W>(work: ZodType<W>): ZodType<Envelope<W>> {
  return z.object({ basedOn, work, about: draftAbout.optional(), queued: z.boolean().optional() });
}

export function envelope<W>(doc: DocBase, work: W, about: DraftAbout, queued = false): Envelope<W> {
  return { basedOn: { version: doc.version, revision: doc.revision }, work, about, ...(queued ? { queued } : {}) };
}

/** What a draft read back means for the document just loaded: put it back, set it aside, or leave it. */
export function draftDecision(draft: Envelope<unknown> | null, doc: DocBase): 'restore' | 'aside' | 'none' {
  if (!draft || !doc.edit || draft.basedOn.version !== doc.version) return 'none';
  return draft.basedOn.revision === doc.revision ? 'restore' : 'aside';
}

/** Any document's draft, read loosely for the drafts screen: rows with an ID, and what it is. */
export const listedDraft = z.object({
  basedOn,
  work: z.object({ rows: z.array(z.looseObject({ ID: z.string() })) }).loose(),
  about: draftAbout,
});
export type ListedDraft = z.infer<typeof listedDraft>;
