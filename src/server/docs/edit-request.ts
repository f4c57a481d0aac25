// The edit request flow (spec 1 section 4.3), for every report kind: REQUEST EDIT on a locked report
// sends a type 1 notification to the kind's `requestTo` roles of the branch; Agree marks it (and its
// siblings) read with 'Agree change sum', makes the new version and replies with a type 4 notice;
// Refuse answers 'refuse' and replies 'Your request : refuse'. Answers come through the notification
// routes, which reach this code as a NoticeAnswerer (kernel/notifications.ts).
import { EDIT_AGREE, EDIT_REFUSE, EDIT_REFUSE_REPLY } from '../../contract/notification';
import { branchById } from '../../domain/branches';
import { checkBranch } from '../../domain/scope';
import type { Db } from '../db/connection';
import { audit } from '../kernel/audit';
import type { AuthUser } from '../kernel/auth-user';
import { liveOf } from '../kernel/live';
import { announceNotices, createNotification, type NoticeAnswerer, type NoticeRow } from '../kernel/notifications';
import { HttpError } from '../lib/util';
import type { DocKind } from './kind';
import { ANSWERED, NOT_LOCKED, NULL_DAY, PENDING, refusal } from './messages';
import { latestHead } from './store';
import { makeNewVersion, target, type Row } from './write';
import { transact } from '../db/transact';

export interface DocRef {
  kind: string;
  branchId: number;
  period: string;
  version: number;
}

/** 'rc:3:2026-05-01:1' -> its kind, branch, period and version; null for anything else. */
export function parseRef(ref: string): DocRef | null {
  const m = /^([a-z_]{1,20}):(\d+):(\d{4}-\d{2}(?:-\d{2})?):(\d+)$/.exec(ref);
  return m ? { kind: m[1], branchId: Number(m[2]), period: m[3], version: Number(m[4]) } : null;
}

const codeOf = (branchId: number): string => branchById(branchId)?.code ?? String(branchId);

/** REQUEST EDIT: the version must be the latest and locked, with no request still waiting. */
export async function requestEdit<R extends Row>(
  db: Db,
  k: DocKind<R>,
  me: AuthUser,
  branchId: number,
  period: string,
  version: number,
  reason: string,
): Promise<number[]> {
  const made = await transact(db, async (trx) => {
    const head = await latestHead(trx, k.kind, branchId, period);
    if (!head) throw new HttpError(404, NULL_DAY);
    if (head.version !== version) throw new HttpError(409, refusal('EDIT'));
    if (head.edit === 1) throw new HttpError(409, NOT_LOCKED);
    const ref = target(k.kind, branchId, period, version);
    const waiting = await trx
      .selectFrom('notifications')
      .select('id')
      .where('ref', '=', ref)
      .where('type', '=', 1)
      .where('answer', '=', '')
      .executeTakeFirst();
    if (waiting) throw new HttpError(409, PENDING);
    if (k.editOpensAtOnce) await makeNewVersion(trx, k, me, branchId, period, version, 'request_edit');
    const code = codeOf(branchId);
    const content = `${me.name} asks to edit the ${k.label} of ${code} ${period} (version ${version})${reason ? `: ${reason}` : '.'}`;
    const ids: number[] = [];
    // To the roles the spec names, and to every other role that may answer it (e.g. the area manager and the
    // CEO for a reception sum): whoever may answer finds it in the bell.
    for (const role of new Set([...k.roles.requestTo, ...k.roles.answerEdit])) {
      ids.push(
        await createNotification(trx, {
          title: `Request edit ${k.short} ${code} ${period}`,
          content,
          type: 1,
          sent_to: null,
          sent_from: me.name,
          sent_from_id: me.id,
          role,
          branch: branchId,
          link: k.link(branchId, period),
          ref,
        }),
      );
    }
    await audit(trx, me.id, `${k.kind}.request_edit`, ref, { reason, notifications: ids });
    return ids;
  });
  await announceNotices(db, made);
  return made;
}

/** Refusing a request of a kind that opened the next version at once locks that version again, as it stands. */
async function relockOpened(trx: Db, k: DocKind<Row>, ref: DocRef): Promise<boolean> {
  const opened = await latestHead(trx, k.kind, ref.branchId, ref.period);
  if (!opened || opened.version !== ref.version + 1 || opened.edit !== 1) return false;
  await trx
    .updateTable('documents')
    .set({ edit: 0, revision: opened.revision + 1 })
    .where('id', '=', opened.id)
    .where('revision', '=', opened.revision)
    .execute();
  return true;
}

/** Agree or Refuse on an edit request of any registered kind. */
export function editRequestAnswerer(kindOf: (kind: string) => DocKind<Row> | undefined): NoticeAnswerer {
  const parse = (row: NoticeRow) => {
    const ref = row.type === 1 ? parseRef(row.ref) : null;
    const k = ref ? kindOf(ref.kind) : undefined;
    return ref && k ? { ref, k } : null;
  };
  const mayAnswer = (me: AuthUser, row: NoticeRow): boolean => {
    const p = parse(row);
    return !!p && p.k.roles.answerEdit.includes(me.role) && checkBranch(me, p.ref.branchId).ok;
  };
  return {
    owns: (row) => parse(row) !== null,
    answers: [EDIT_AGREE, EDIT_REFUSE],
    mayAnswer,
    async answer(db, me, row, answer) {
      const p = parse(row);
      if (!p || !mayAnswer(me, row)) throw new HttpError(403, 'You do not have permission for this action');
      const { ref, k } = p;
      const done = await transact(db, async (trx) => {
        const now = await trx.selectFrom('notifications').select('answer').where('id', '=', row.id).executeTakeFirst();
        if (!now || now.answer === EDIT_AGREE || now.answer === EDIT_REFUSE) throw new HttpError(409, ANSWERED);
        // The request's notices (one per role it went to) are the open ones of its ref: only one request waits at a time.
        const open = await trx
          .selectFrom('notifications')
          .select('id')
          .where('ref', '=', row.ref)
          .where('type', '=', 1)
          .where('answer', '=', '')
          .execute();
        let version: number | undefined;
        if (answer === EDIT_AGREE && k.editOpensAtOnce) version = ref.version + 1;
        else if (answer === EDIT_AGREE)
          version = (await makeNewVersion(trx, k, me, ref.branchId, ref.period, ref.version, 'edit_request_agree'))
            .version;
        const relocked = answer === EDIT_REFUSE && k.editOpensAtOnce ? await relockOpened(trx, k, ref) : undefined;
        await trx
          .updateTable('notifications')
          .set({ isread: 1, answer })
          .where('id', 'in', [row.id, ...open.map((n) => n.id)])
          .execute();
        let reply: number | null = null;
        if (row.sent_from_id !== null) {
          reply = await createNotification(trx, {
            title: `Edit ${k.short} ${codeOf(ref.branchId)} ${ref.period}`,
            content: answer === EDIT_AGREE ? `Your request : ${EDIT_AGREE} (version ${version})` : EDIT_REFUSE_REPLY,
            type: 4,
            sent_to: row.sent_from_id,
            sent_from: me.name,
            sent_from_id: me.id,
            role: null,
            branch: ref.branchId,
            link: k.link(ref.branchId, ref.period),
            ref: row.ref,
          });
        }
        if (answer === EDIT_REFUSE)
          await audit(trx, me.id, `${k.kind}.edit_request_refuse`, row.ref, {
            notification: row.id,
            ...(relocked === undefined ? {} : { relocked }),
          });
        const ids = [row.id, ...open.map((n) => n.id).filter((id) => id !== row.id)];
        return { version, ids, reply };
      });
      // After the commit: the request's notices are answered, the requester has a reply.
      await liveOf(db).publish({
        t: 'answered',
        ids: done.ids,
        answer,
        kind: k.kind,
        branch: ref.branchId,
        period: ref.period,
        version: done.version ?? ref.version,
        by: me.name,
        byId: me.id,
      });
      if (done.reply !== null) await announceNotices(db, [done.reply]);
      return done.version === undefined ? {} : { version: done.version };
    },
  };
}
