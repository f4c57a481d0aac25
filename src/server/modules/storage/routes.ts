// The storage report's calls (spec 3 section 7): get_data, compare_data (reads only), confirm (CONFIRM WITH
// ACC, a POST: confirms the month when no item's stock differs from the accountant's count), save_data (cell writes with their base
// and key; any change unconfirms the month) and send_report (needs the confirm; marks the month sent, then
// mails the accountants; a failed mail keeps the mark and a repeat resends only the mail).
// Supervisors, managers and the admin enter; accountants count; the guard holds the branch to the scope.
import { storageApi } from '../../../contract/storage';
import { CELL_CONFLICT } from '../../../domain/cells';
import { monthDays } from '../../../domain/expected';
import { SUCCESS_SAVE } from '../../../domain/messages';
import {
  ACC_FIELD,
  NOT_CONFIRMED,
  START_FIELD,
  isInOutColumn,
  mayCountStorage,
  mayEnterStorage,
  mismatches,
} from '../../../domain/storage';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { applyGridWrites, readGridMonth, saveGridMonth, type GridWriteIn } from '../../kernel/grid';
import { route } from '../../kernel/route';
import { sendOnce } from '../../kernel/send-once';
import { HttpError, nowIso } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { storageMails } from './mail';
import { gridKey, itemFigures, itemsOf, storageMonth, type Flags } from './month-view';
import { transact } from '../../db/transact';
import type { Db } from '../../db/connection';

export const NO_PERMISSION = 'You do not have permission for this action';
export const REPORT_SENT = 'Storage report sent';
export const SEND_ERROR = 'Error Send Mail';

export function storageRoutes(app: ZodApp, { db, mailer }: ServerContext): void {
  route(app, storageApi.getData, { branch: 'branch' }, async (req) => {
    const data = await storageMonth(db, currentUser(req), checkedBranch(req), req.params.month);
    return { status: 1 as const, msg: data.items.length > 0 ? ('ok' as const) : ('null' as const), data };
  });

  // The compare reads; CONFIRM WITH ACC is the POST, for those who enter or count (a GET changes nothing).
  route(app, storageApi.compareData, { branch: 'branch' }, async (req) => {
    const branchId = checkedBranch(req);
    return compareAnswer(await compareMonth(db, branchId, req.params.month));
  });

  route(app, storageApi.confirmData, { branch: 'branchId' }, async (req) => {
    const me = currentUser(req);
    if (!mayEnterStorage(me.role) && !mayCountStorage(me.role)) throw new HttpError(403, NO_PERMISSION);
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const out = await transact(db, async (trx) => {
      const now = await compareMonth(trx, branchId, month);
      if (now.differ.length > 0 || now.items.length === 0 || now.confirm) return now;
      await saveGridMonth(
        trx,
        gridKey(branchId, month),
        { flags: { confirm: true, confirmedAt: nowIso(), confirmedBy: me.name } },
        me.name,
      );
      await audit(trx, me.id, 'storage.confirm', `storage:${branchId}:${month}`, { by: me.name });
      return { ...now, confirm: true };
    });
    return compareAnswer(out);
  });

  route(app, storageApi.saveData, { branch: 'branchId' }, async (req, reply) => {
    const me = currentUser(req);
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const b = req.body;
    const known = new Map((await itemsOf(db, branchId)).map((i) => [i.itemId, i]));
    const enter = mayEnterStorage(me.role);
    const count = mayCountStorage(me.role);
    const writes: GridWriteIn[] = [];
    const renames: { itemId: string; name?: string; unit?: string }[] = [];
    const item = (id: string) => {
      if (!known.has(id)) throw new HttpError(400, `Item ${id} is not an item of this branch`);
    };
    for (const c of b.listInOutItem) {
      item(c.itemId);
      if (!enter) throw new HttpError(403, NO_PERMISSION);
      if (!isInOutColumn(c.field)) throw new HttpError(400, `${c.field} is not a column of the storage report`);
      if (c.day > monthDays(month)) throw new HttpError(400, `Day ${c.day} is not a day of ${month}`);
      writes.push({
        key: c.key,
        row: c.itemId,
        day: c.day,
        field: c.field,
        write: { op: 'set', value: c.value, base: c.base },
      });
    }
    for (const i of b.dataStorageItems) {
      item(i.itemId);
      if ((i.name || i.unit || i.exist) && !enter) throw new HttpError(403, NO_PERMISSION);
      if (i.acc && !count) throw new HttpError(403, NO_PERMISSION);
      if (i.name || i.unit) renames.push({ itemId: i.itemId, name: i.name, unit: i.unit });
      for (const [field, w] of [
        [START_FIELD, i.exist],
        [ACC_FIELD, i.acc],
      ] as const)
        if (w)
          writes.push({ key: w.key, row: i.itemId, day: 0, field, write: { op: 'set', value: w.value, base: w.base } });
    }
    if (writes.length === 0 && renames.length === 0) throw new HttpError(400, 'No data has been updated');
    const key = gridKey(branchId, month);
    const out = await transact(db, async (trx) => {
      const results = await applyGridWrites(trx, key, writes, me, []);
      for (const r of renames) {
        await trx
          .updateTable('storage_items')
          .set({ ...(r.name ? { name: r.name } : {}), ...(r.unit ? { unit: r.unit } : {}), updated_at: nowIso() })
          .where('branch_id', '=', branchId)
          .where('item_id', '=', r.itemId)
          .execute();
      }
      const changed = results.filter((r) => r.result === 'applied' && !r.replayed);
      let confirm = (await readGridMonth(trx, key)).flags.confirm === true;
      if (changed.length > 0 || renames.length > 0) {
        if (confirm) await saveGridMonth(trx, key, { flags: { confirm: false } }, me.name);
        confirm = false;
        await audit(trx, me.id, 'storage.save', `storage:${branchId}:${month}`, {
          by: me.name,
          changeTurn: b.changeTurn ?? null,
          renames,
          changes: changed.map((r) =>
            r.result === 'applied'
              ? { item: r.row, day: r.day, field: r.field, before: r.before, after: r.value }
              : null,
          ),
        });
      }
      return { results, confirm };
    });
    const ok = { status: 1 as const, msg: SUCCESS_SAVE, ...out };
    if (!out.results.some((r) => r.result === 'conflict')) return ok;
    return reply.code(409).send({ ...ok, status: 0, msg: CELL_CONFLICT });
  });

  route(app, storageApi.sendReport, { branch: 'branchId' }, async (req) => {
    const me = currentUser(req);
    if (!mayEnterStorage(me.role)) throw new HttpError(403, NO_PERMISSION);
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const key = gridKey(branchId, month);
    const target = `storage:${branchId}:${month}`;
    // The kernel's one send: the month marked sent (mail pending) and committed, then mailed.
    const sent = await sendOnce(db, {
      lock: async (trx) => {
        const flags = (await readGridMonth(trx, key)).flags as Flags;
        if (flags.confirm !== true) throw new HttpError(409, NOT_CONFIRMED);
        if (flags.sent && flags.unmailed) return flags.sent;
        const mark = { at: nowIso(), by: me.name };
        await saveGridMonth(trx, key, { flags: { sent: mark, unmailed: true } }, me.name);
        await audit(trx, me.id, 'storage.send', target, { by: me.name });
        return mark;
      },
      mail: async () => {
        for (const mail of await storageMails(db, await storageMonth(db, me, branchId, month), me))
          await mailer.send(mail);
      },
      markMailed: async (d) => {
        await saveGridMonth(d, key, { flags: { unmailed: false } }, me.name);
      },
      failure: { userId: me.id, action: 'storage.send_mail_failed', target, msg: SEND_ERROR },
      log: (err) => req.log.warn({ err }, 'storage report mail failed'),
    });
    return { status: 1 as const, msg: REPORT_SENT, sent };
  });
}

/** The month's items, those whose stock differs from the accountant's count, and its confirm flag. */
async function compareMonth(db: Db, branchId: number, month: string) {
  const { items } = await itemFigures(db, branchId, month);
  const confirm = (await readGridMonth(db, gridKey(branchId, month))).flags.confirm === true;
  return { items, differ: mismatches(items), confirm };
}

function compareAnswer({ items, differ, confirm }: Awaited<ReturnType<typeof compareMonth>>) {
  return {
    status: 1 as const,
    msg: differ.length === 0 ? 'Stock matches the accountant' : `${differ.length} items differ from the accountant`,
    countError: differ.length,
    data: differ.map((i) => ({
      itemId: i.itemId,
      name: items.find((x) => x.itemId === i.itemId)?.name ?? '',
      stock: i.stock,
      acc: i.acc,
    })),
    dataStorageItems: items,
    confirm,
  };
}
