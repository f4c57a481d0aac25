// Reminders for unpaid bills (issue 32): a scheduled job that tells the branch's people about debit lines
// left open past the branch's steps (7, 30, 60 days unless the branch set others), once per line and step,
// and mails each branch's accountant leaders a summary once a week. Safe with several instances on one
// database: a (line, step) or (branch, week) row is inserted first (ON CONFLICT DO NOTHING) and only the run
// that inserted it notifies or mails. The clock is a parameter (tests pass theirs).
import { addDays, daysBetween } from '../../../domain/dates';
import { branchToday } from '../../../domain/branches';
import { remindSteps, stepReached, weekOf } from '../../../domain/debit-remind';
import type { Db } from '../../db/connection';
import { transact } from '../../db/transact';
import type { Mailer } from '../../kernel/mail';
import { announceNotices, createNotification } from '../../kernel/notifications';
import { parseJson } from '../../lib/util';
import { GROUP_FROM, groupNotice, reminderNotice, summaryMail, type OpenLine } from './reminder-texts';
import { byLanguage } from '../../kernel/mail-language';

export interface RemindRun {
  notices: number;
  mails: number;
}

type Branch = { id: number; code: string; name: string; area: string; other: string };

/** Open lines the branch reminds about, from `upTo` back: the accountant's book, and reception's DEBIT PAY / CHECK IN lines. */
async function openLines(db: Db, branchId: number, upTo: string): Promise<(OpenLine & { reminded: number | null })[]> {
  return db
    .selectFrom('debits as d')
    .select([
      'd.id',
      'd.book',
      'd.branch_id',
      'd.day',
      'd.month',
      'd.hi',
      'd.si',
      'd.name',
      'd.currency',
      'd.amount_minor',
    ])
    .select((eb) =>
      eb
        .selectFrom('debit_reminders as r')
        .select((e) => e.fn.max('r.step').as('m'))
        .whereRef('r.debit_id', '=', 'd.id')
        .as('reminded'),
    )
    .where('d.branch_id', '=', branchId)
    .where('d.paid', 'in', ['Debit', 'Non Paid'])
    .where('d.day', '<=', upTo)
    .where((eb) => eb.or([eb('d.book', '=', 'acc'), eb.and([eb('d.book', '=', 'rc'), eb('d.type', '=', 'RC')])]))
    .orderBy('d.day')
    .orderBy('d.id')
    .execute() as Promise<(OpenLine & { reminded: number | null })[]>;
}

/** Sends the step a line has reached unless some run did; answers the notices made. */
async function remindLine(db: Db, line: OpenLine, step: number, age: number, at: string): Promise<number[]> {
  return transact(db, async (trx) => {
    const claimed = await trx
      .insertInto('debit_reminders')
      .values({ debit_id: line.id, step, sent_at: at })
      .onConflict((oc) => oc.doNothing())
      .returning('debit_id')
      .executeTakeFirst();
    if (!claimed) return [];
    const ids: number[] = [];
    for (const n of reminderNotice(line, step, age)) ids.push(await createNotification(trx, n));
    return ids;
  });
}

/** Many lines of one book due at once: each (line, step) claimed, one notice for those this run claimed. */
async function remindGroup(db: Db, due: { line: OpenLine; step: number }[], today: string, at: string) {
  return transact(db, async (trx) => {
    const claimed: OpenLine[] = [];
    for (const { line, step } of due) {
      const row = await trx
        .insertInto('debit_reminders')
        .values({ debit_id: line.id, step, sent_at: at })
        .onConflict((oc) => oc.doNothing())
        .returning('debit_id')
        .executeTakeFirst();
      if (row) claimed.push(line);
    }
    if (claimed.length === 0) return [];
    if (claimed.length < GROUP_FROM) {
      const ids: number[] = [];
      for (const l of claimed) {
        const d = due.find((x) => x.line.id === l.id) as { step: number };
        for (const n of reminderNotice(l, d.step, daysBetween(l.day, today) ?? 0))
          ids.push(await createNotification(trx, n));
      }
      return ids;
    }
    return [await createNotification(trx, groupNotice(claimed, today))];
  });
}

/** The branch's accountant leaders: role 5 users of the branch's area, not blocked. */
async function leaderEmails(db: Db, area: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('branches as b', 'b.id', 'u.branch_id')
    .select('u.email')
    .where('u.role', '=', 5)
    .where('u.blocked', '=', 0)
    .where('b.area', '=', area)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.email);
}

/** Once per branch and week: the summary of the lines past the first step, to the accountant leaders. */
async function weeklySummary(db: Db, mailer: Mailer, b: Branch, today: string, lines: OpenLine[], at: string) {
  if (lines.length === 0) return 0;
  const to = await leaderEmails(db, b.area);
  if (to.length === 0) return 0;
  const week = weekOf(today);
  const claimed = await db
    .insertInto('debit_reminder_weeks')
    .values({ branch_id: b.id, week, sent_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('branch_id')
    .executeTakeFirst();
  if (!claimed) return 0;
  try {
    for (const group of await byLanguage(db, to))
      await mailer.send({ to: group.to, ...summaryMail(b, week, today, lines, group.t) });
    return 1;
  } catch (err) {
    // Not sent: the week is given back, so the next run tries again.
    await db.deleteFrom('debit_reminder_weeks').where('branch_id', '=', b.id).where('week', '=', week).execute();
    throw err;
  }
}

/** One run of the job at `now`: every branch's due reminders, then its weekly summary when not sent yet. */
export async function remindUnpaid(db: Db, mailer: Mailer, now: Date): Promise<RemindRun> {
  const at = now.toISOString();
  const branches = await db
    .selectFrom('branches')
    .select(['id', 'code', 'name', 'area', 'other'])
    .orderBy('id')
    .execute();
  const out: RemindRun = { notices: 0, mails: 0 };
  for (const b of branches) {
    const steps = remindSteps(parseJson<Record<string, unknown>>(b.other, {}));
    const today = branchToday(b.id, now);
    const lines = await openLines(db, b.id, addDays(today, -steps[0]));
    const due = new Map<string, { line: OpenLine; step: number; age: number }[]>();
    for (const line of lines) {
      const age = daysBetween(line.day, today) ?? 0;
      const step = stepReached(age, steps);
      if (step === null || (line.reminded !== null && line.reminded >= step)) continue;
      due.set(line.book, [...(due.get(line.book) ?? []), { line, step, age }]);
    }
    for (const list of due.values()) {
      const ids: number[] = [];
      if (list.length >= GROUP_FROM) ids.push(...(await remindGroup(db, list, today, at)));
      else for (const d of list) ids.push(...(await remindLine(db, d.line, d.step, d.age, at)));
      await announceNotices(db, ids);
      out.notices += ids.length;
    }
    out.mails += await weeklySummary(db, mailer, b, today, lines, at);
  }
  return out;
}
