// Report versions, edit flag, stale checks, auto-save and accountant save modes
// (spec 2 sections 2.2, 4.1, 4.2, 5.2, 7.4; spec 3 section 4).
import { EDITING_PAST_DAY, NULL_DAY, staleRefusal, type StaleAction } from './messages';
import { ROLE } from './roles';

export type { StaleAction };

export type ReportMode = 'edit' | 'view';

/** "True means being edited; false means sent/locked." */
export function reportMode(edit: boolean | null | undefined): ReportMode {
  return edit === true ? 'edit' : 'view';
}

/** "Save keeps the edit flag true. Send sets it false." */
export function editFlagAfter(action: 'save' | 'send'): boolean {
  return action === 'save';
}

export interface VersionEntry {
  day?: string;
  version: number;
  edit: boolean | string | null | undefined;
}

/** "Make new version is allowed only when the current version is locked and no next version exists." */
export function canMakeNewVersion(versions: readonly VersionEntry[], current: number): boolean {
  if (versions.length === 0) return false;
  const last = versions.reduce((a, b) => (b.version > a.version ? b : a));
  return last.version === current && last.edit !== true && last.edit !== 'true';
}

export interface StoredVersion {
  version: number;
  revision: number;
  edit: boolean;
}

/** Stale refusal. Choice: SAVE/SEND refused when the stored report is locked or moved on; EDIT refused when it moved on or is already being edited. */
export function staleCheck(
  action: StaleAction,
  stored: StoredVersion,
  basedOn: { version: number; revision: number },
): string | null {
  const moved = stored.version !== basedOn.version || stored.revision !== basedOn.revision;
  const refused = action === 'EDIT' ? moved || stored.edit : moved || !stored.edit;
  return refused ? staleRefusal(action) : null;
}

export const AUTO_SAVE_EVERY = 10;
/** "Every 10th edit triggers an auto-save." */
export function shouldAutoSave(editCount: number): boolean {
  return editCount > 0 && editCount % AUTO_SAVE_EVERY === 0;
}

/**
 * Edits as the auto-save counts them: an edit is a field changed and then left (blur, Enter, the row
 * sheet closed), not a keystroke, so an auto-save never holds half a word. `pending`: a field was
 * changed and not left yet; `edits`: edits committed since the load.
 */
export interface EditCount {
  edits: number;
  pending: boolean;
}
export const NO_EDITS: EditCount = { edits: 0, pending: false };

/** A keystroke (any change of the work): the field is dirty, nothing is counted yet. */
export const afterChange = (c: EditCount): EditCount => ({ ...c, pending: true });

/** The field was left: one edit when something changed since the last commit; `autoSave` on every 10th. */
export function afterCommit(c: EditCount): { count: EditCount; autoSave: boolean } {
  if (!c.pending) return { count: c, autoSave: false };
  const edits = c.edits + 1;
  return { count: { edits, pending: false }, autoSave: shouldAutoSave(edits) };
}

export type AccLoadMode =
  'day' | 'month' | '1-10' | '1-20' | 'debitOnSum' | 'waiting' | 'liteMonth' | 'lite1-10' | 'lite1-20';
export type SaveTarget = { save: 'day' | 'waiting' | 'debitOnSum' } | { warning: "Can't save data" };

/** Accountant save per load mode: day, waiting, debit on sum; any other gives the warning "Can't save data". */
export function accountantSaveTarget(mode: string): SaveTarget {
  if (mode === 'day' || mode === 'waiting' || mode === 'debitOnSum') return { save: mode };
  return { warning: "Can't save data" };
}

/** "Report maker label is 'Acc Leader' for role 5, otherwise 'Acc Branch'." */
export function reportMakerLabel(role: number): string {
  return role === ROLE.ACC_LEADER ? 'Acc Leader' : 'Acc Branch';
}

/** "SAVE REPORT and SEND REPORT need a non-empty maker." */
export function makerCheck(maker: string | null | undefined): string | null {
  return (maker ?? '').trim() === '' ? 'Please input name people make sum' : null;
}

/** Version list dialog halves: days 1 to 15 and 16 to 32 (day taken from the entry's 'YYYY-MM-DD' or day number). */
export function versionHalves<T extends { day?: string | number }>(list: readonly T[]): { first: T[]; second: T[] } {
  const dayOf = (e: T): number => (typeof e.day === 'number' ? e.day : Number(String(e.day ?? '').slice(-2)));
  return {
    first: list.filter((e) => dayOf(e) >= 1 && dayOf(e) <= 15),
    second: list.filter((e) => dayOf(e) >= 16 && dayOf(e) <= 32),
  };
}

/** Edit flag text in the version list: 'X' when the flag is empty. */
export function editFlagText(edit: boolean | string | null | undefined): string {
  return edit === null || edit === undefined || edit === '' ? 'X' : String(edit);
}

/** Accountants (roles 4 and 5) may open a past day being edited. */
export function isAccountant(role: number): boolean {
  return role === ROLE.ACCOUNTANT || role === ROLE.ACC_LEADER;
}

/** Past-day load: "Null Data this Day" for no data; "Editing this report day" for a non-exempt user when it is being edited. */
export function pastDayLoadCheck(
  answer: { msg?: string; edit?: boolean; hasData: boolean },
  exempt: boolean,
): string | null {
  if (!answer.hasData || answer.msg === 'null') return NULL_DAY;
  if (answer.edit === true && !exempt) return EDITING_PAST_DAY;
  return null;
}
