import type { ZodType } from 'zod';
import type { ErrorCode } from '../../../contract/errors';
import type { ApiResult } from '../api';
import type { SendResult } from '../outbox';
import type { ServerView } from './draft-envelope';
import type { DocumentMessages } from './messages';

// A versioned document on the client (ARCHITECTURE.md "Reports are versioned documents"): a report
// kind gives a small definition; use-document.ts does the rest (load steps, drafts, outbox saves,
// send, new version, request edit, conflicts, auto-save).

/** A row of a report: every row has a unique ID (drafts are compared row by row). */
export interface Row {
  ID: string;
}
/** What the client knows of the stored document the work is based on. */
export interface DocBase {
  version: number;
  revision: number;
  edit: boolean;
  stored: boolean;
}
/** What the user is working on: the rows, plus the report's own fields (maker, note, ...). */
export interface WorkBase<R extends Row> {
  rows: R[];
}

export type Status =
  | { kind: 'idle' }
  | { kind: 'loading'; step: string }
  | { kind: 'ready' }
  | { kind: 'empty'; msg: string; code?: ErrorCode };

/** What a loaded document looks like, or why there is none (the definition has shown why). */
/** `code`: the refusal's code when a server refusal is why (screens match on it, never on the text). */
export type LoadOutcome<D, W> =
  { kind: 'ready'; doc: D; work: W; stale?: boolean } | { kind: 'empty'; msg: string; code?: ErrorCode };
export interface LoadContext {
  /** Shows the definition's step `i` (0-based) as "n/N text". */
  step(i: number): void;
  notice(message: string, header?: string): void;
}

/** Stored with each draft, so the drafts screen can list, compare and restore it without the feature's code. */
export interface DraftAbout {
  kind: string;
  /** The report's name, e.g. "RC SUM". */
  label: string;
  /** Which one, e.g. "HBT1 2026-05-01". */
  title: string;
  day: string;
  /** The screen that opens the current version. */
  open: string;
  /** The GET entry of the current stored version (`viewOf`); its answer has the rows in `data.content`. */
  view: ServerView;
  /** Row fields that name a row for people (first non-empty ones are shown). */
  rowLabel: string[];
}

export interface DocumentDefinition<K, D extends DocBase, W extends WorkBase<R>, R extends Row> {
  /** Draft key and outbox chain of the document (all versions of one report share it). */
  id(doc: D): string;
  /** The load step texts of the definition; the hook adds "Checking your draft" and "Ready". */
  steps: string[];
  load(key: K, ctx: LoadContext): Promise<LoadOutcome<D, W>>;
  /** The key that loads the current version of the document. */
  current(doc: D): K;
  /** Checks a draft read back from the device. */
  workSchema: ZodType<W>;
  /** The stored document and rows in a save, send or new-version answer (from the network or the outbox); null if it is none. */
  fromAnswer(answer: unknown): { doc: D; rows: R[] } | null;
  save(doc: D, work: W): Promise<SendResult<unknown>>;
  send(doc: D, work: W, note: string): Promise<SendResult<unknown>>;
  newVersion(doc: D): Promise<ApiResult<unknown>>;
  requestEdit(doc: D, reason: string): Promise<ApiResult<unknown>>;
  newRow(id: string): R;
  /** A changed row recomputed (its derived fields), as the server will on save. */
  recomputeRow(row: R, doc: D): R;
  /** Why the work may not be saved / sent (e.g. no maker, hotel invoices without a rate), or null. */
  saveCheck(work: W, doc: D): string | null;
  sendCheck(work: W, doc: D): string | null;
  about(doc: D): DraftAbout;
  messages?: Partial<DocumentMessages>;
}
