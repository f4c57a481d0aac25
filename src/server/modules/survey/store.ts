// The survey entries: read a branch's month, insert a guest's answers, change one entry based on the rev
// it was read at (a stale change is refused with the entry as it is now).
import { addDays } from '../../../domain/dates';
import { emptyAnswers, type SurveyAnswers } from '../../../domain/survey-answers';
import type { SurveyEntry } from '../../../contract/survey';
import type { Db } from '../../db/connection';
import type { SurveyEntryTable } from '../../db/schema';
import { putRevisioned } from '../../kernel/revisioned';
import { nowIso, parseJson } from '../../lib/util';

export type Generation = 'new' | 'old';
type Row = Omit<SurveyEntryTable, 'id' | 'send_id'> & { id: number };

export function entryOf(r: Row): SurveyEntry {
  return {
    id: r.id,
    day: r.day,
    time: r.time,
    room: r.room,
    source: r.source,
    lang: r.lang,
    kind: r.kind === 'roten' ? 'roten' : 'guest',
    status: r.status,
    answers: r.kind === 'roten' ? null : { ...emptyAnswers(), ...parseJson<Partial<SurveyAnswers>>(r.answers, {}) },
    opinion: r.opinion,
    supFeedback: r.sup_feedback,
    noteChange: r.note_change,
    rev: r.rev,
  };
}

/** Entries of a branch's month (one generation), by day and time. */
export async function monthEntries(
  db: Db,
  branchId: number,
  generation: Generation,
  month: string,
): Promise<SurveyEntry[]> {
  const rows = await db
    .selectFrom('survey_entries')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('generation', '=', generation)
    .where('day', '>=', `${month}-01`)
    .where('day', '<=', `${month}-31`)
    .orderBy('day')
    .orderBy('time')
    .orderBy('id')
    .execute();
  return rows.map(entryOf);
}

/** The latest month (yyyy-mm) of a branch with an entry of the generation, or null. */
export async function latestMonth(db: Db, branchId: number, generation: Generation): Promise<string | null> {
  const r = await db
    .selectFrom('survey_entries')
    .select((eb) => eb.fn.max('day').as('last'))
    .where('branch_id', '=', branchId)
    .where('generation', '=', generation)
    .executeTakeFirst();
  return r?.last ? String(r.last).slice(0, 7) : null;
}

export async function findEntry(db: Db, branchId: number, id: number): Promise<SurveyEntry | null> {
  const r = await db
    .selectFrom('survey_entries')
    .selectAll()
    .where('id', '=', id)
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return r ? entryOf(r) : null;
}

export interface NewEntry {
  branchId: number;
  generation: Generation;
  kind: 'guest' | 'roten';
  day: string;
  time: string;
  room: string;
  source: string;
  lang: string;
  answers: SurveyAnswers | null;
  opinion: string;
  tokenId: string;
  /** One per code, room and day for guests' submissions; null for seeded and imported entries. */
  dedupeKey: string | null;
  /** The sending device's id (a queued tablet send): one entry per code and send id. */
  sendId?: string;
  by: string;
  status?: string;
  supFeedback?: string;
}

export async function insertEntry(db: Db, e: NewEntry): Promise<number> {
  const now = nowIso();
  const res = await db
    .insertInto('survey_entries')
    .values({
      branch_id: e.branchId,
      generation: e.generation,
      kind: e.kind,
      day: e.day,
      time: e.time,
      room: e.room,
      source: e.source,
      lang: e.lang,
      status: e.status ?? 'True',
      answers: e.answers ? JSON.stringify(e.answers) : '{}',
      opinion: e.opinion,
      sup_feedback: e.supFeedback ?? '',
      note_change: '',
      rev: 1,
      token_id: e.tokenId,
      dedupe_key: e.dedupeKey,
      ...(e.sendId ? { send_id: e.sendId } : {}),
      created_at: now,
      updated_at: now,
      updated_by: e.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(res.id);
}

export interface EntryChange {
  status?: string;
  room?: string;
  answers?: SurveyAnswers;
  opinion?: string;
  supFeedback?: string;
  noteChange?: string;
}

/**
 * Applies a change based on `baseRev` (rev + 1), the kernel's revisioned write: inside `revisioned()`, a rev
 * that moved on is refused 409 with the entry as it is now.
 */
export async function changeEntry(
  trx: Db,
  branchId: number,
  id: number,
  baseRev: number,
  change: EntryChange,
  by: string,
): Promise<SurveyEntry> {
  await putRevisioned(trx, {
    table: 'survey_entries',
    key: { id, branch_id: branchId },
    column: 'rev',
    read: baseRev,
    updateOnly: true,
    set: {
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.room !== undefined ? { room: change.room } : {}),
      ...(change.answers !== undefined ? { answers: JSON.stringify(change.answers) } : {}),
      ...(change.opinion !== undefined ? { opinion: change.opinion } : {}),
      ...(change.supFeedback !== undefined ? { sup_feedback: change.supFeedback } : {}),
      ...(change.noteChange !== undefined ? { note_change: change.noteChange } : {}),
      updated_at: nowIso(),
      updated_by: by,
    },
  });
  return (await findEntry(trx, branchId, id)) as SurveyEntry;
}

/** The day before a month's first day: used to read the previous month for oldMonth. */
export function monthBefore(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7);
}
