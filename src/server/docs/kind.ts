// A kind of versioned report: what the shared core (save, send, new version, update after edit, edit
// requests, views) needs to know about it. A new report kind is one of these plus its routes.
import type { DiffRow } from '../../domain/doc-diff';
import type { Role } from '../../domain/roles';
import type { Db } from '../db/connection';
import type { AuthUser } from '../kernel/auth-user';
import type { MailAttachment } from '../kernel/mail';
import type { MailText } from '../lib/i18n';
import type { StoredDoc } from './store';

/** A row of a report as stored: its ID and its JSON text (the content column is the texts joined). */
export interface PreparedRow<R = unknown> {
  id: string;
  row: R;
  json: string;
}
export interface Prepared<R = unknown> {
  rows: PreparedRow<R>[];
  content: string;
  totals: unknown;
}

/** What a write did, for the kind's after-write hook (search index, debit book, ...). */
export interface WriteEvent<R = unknown> {
  trx: Db;
  me: AuthUser;
  branchId: number;
  period: string;
  version: number;
  /** 'save' (before is empty for a new period), 'afterEdit', 'newVersion' or 'send'. */
  action: 'save' | 'afterEdit' | 'newVersion' | 'send';
  before: R[];
  prepared: Prepared<R> | null;
  /** Row ids added, removed and changed (null for a new period or when rows did not change). */
  diff: { added: string[]; removed: string[]; changed: string[] } | null;
  at: string;
}

export interface DocMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface DocKind<R = unknown> {
  /** Stored in documents.kind and in refs and audit actions ('rc' gives 'rc.save', 'rc:3:2026-05-01:1'). */
  kind: string;
  /** How the period is named in answers: 'day' (YYYY-MM-DD) or 'month' (YYYY-MM). */
  periodKey: 'day' | 'month';
  /** 'reception sum', in notification texts; `short` in titles ('RC Sum'). */
  label: string;
  short: string;
  /** The screen of the report, for notification links. */
  link(branchId: number, period: string): string;
  roles: {
    /** May save and send. */
    write: readonly Role[];
    /** May open a new version of a locked report directly. */
    newVersion: readonly Role[];
    /** May correct a locked report in place. */
    afterEdit: readonly Role[];
    /** Receive REQUEST EDIT, and (with `answerEdit`) may answer it for a branch in their scope. */
    requestTo: readonly Role[];
    answerEdit: readonly Role[];
  };
  /**
   * REQUEST EDIT opens the next version at once (the manager sum, document 4 "Versions and edit requests"):
   * the notification tells the `requestTo` roles; Agree acknowledges it, Refuse locks the opened version again.
   * Otherwise the next version is made only when the request is agreed (the reception sum's flow).
   */
  editOpensAtOnce?: boolean;
  /** True when the user may not write a period that is past (today is the branch's local day). */
  pastBlocked(role: Role, period: string, today: string, opened: boolean): boolean;
  /** Reads and recomputes the rows a user sent, against the stored ones; throws HttpError on bad input. */
  prepare(
    trx: Db,
    input: readonly unknown[],
    stored: readonly R[],
    me: AuthUser,
    branchId: number,
    period: string,
  ): Promise<Prepared<R>>;
  /** The stored content as rows. */
  rowsOf(content: string): R[];
  /**
   * Who may read its versions and compare two of them (GET /docs/:kind/:branchId/:period/diff), beyond the
   * branch scope the route checks: the same rule as the kind's own version view. A kind without it offers no comparison.
   */
  mayRead?(me: AuthUser): boolean;
  /** Row fields the comparison leaves out (bookkeeping no one reads as a change). */
  diffIgnores?: readonly string[];
  /**
   * The rows the comparison matches, when they differ from `rowsOf` (e.g. the manager report's nested
   * `lines` flattened, so each line compares as a field of its own).
   */
  diffRows?(content: string): DiffRow[];
  /**
   * A version being edited of a past period stays hidden from this user in the comparison, when the kind's
   * own version view hides it by a rule `pastBlocked` cannot hold (the manager report: whoever may not write it).
   */
  editingHiddenFrom?(me: AuthUser, period: string, today: string): boolean;
  /** A refusal before send (e.g. hotel invoices without a rate), or null. */
  checkSend?(rows: readonly R[], branchId: number): string | null;
  /** Keeps what depends on the report up to date, in the write's transaction; answers extra audit detail. */
  afterWrite?(e: WriteEvent<R>): Promise<Record<string, unknown> | void>;
  /** The mail of a sent report in the language of `t` (the core sends it to `recipients`, once per language). */
  mail?(doc: StoredDoc, note: string, sender: string, t: MailText): Promise<DocMail>;
  recipients?(db: Db, branchId: number): Promise<string[]>;
}
