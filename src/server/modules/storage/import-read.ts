// Storage items and their start stock from an Excel sheet (/input_excel, issue 32): one row per item with
// Tab, ID, Name, Unit and, when typed, the month's Start stock. A new ID adds the item; a known one takes the
// new name and unit (its tab stays); the start stock is written as a cell of the month (base: its value now),
// as save_data writes it, and any change unconfirms the month.
import type { ExcelRefusal } from '../../../domain/input-excel';
import { START_FIELD, STORAGE_TABS, STORAGE_UNITS, isQuantity } from '../../../domain/storage';
import type { Db } from '../../db/connection';
import { transact } from '../../db/transact';
import type { AuthUser } from '../../kernel/auth-user';
import { audit } from '../../kernel/audit';
import { applyGridWrites, readGridCells, readGridMonth, saveGridMonth } from '../../kernel/grid';
import { cellText, numberOf, readColumns } from '../../lib/excel-columns';
import { HttpError, nowIso } from '../../lib/util';
import { gridKey, itemsOf } from './month-view';

export interface StorageLine {
  itemId: string;
  tab: string;
  name: string;
  unit: string;
  start: number | null;
  /** The typed start stock now (the base of its write); null for a new item. */
  known: boolean;
  base: number;
}
export interface StoragePlace {
  branchId: number;
  month: string;
}

const pick = (list: readonly string[], text: string) => list.find((x) => x.toLowerCase() === text.toLowerCase());

export async function readStorageItems(db: Db, { branchId, month }: StoragePlace, body: unknown) {
  const lines = await readColumns(body, ['Tab', 'ID', 'Name', 'Unit'], ['Start stock']);
  const items = new Map((await itemsOf(db, branchId)).map((i) => [i.itemId, i]));
  const starts = new Map(
    (await readGridCells(db, gridKey(branchId, month)))
      .filter((c) => c.day === 0 && c.field === START_FIELD)
      .map((c) => [c.row, c.value]),
  );
  const out: (StorageLine & { row: number })[] = [];
  const refusals: ExcelRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { row, get } of lines) {
    const refuse = (msg: string) => refusals.push({ row, msg });
    const itemId = cellText(get('ID'));
    const tab = pick(STORAGE_TABS, cellText(get('Tab')));
    const unit = pick(STORAGE_UNITS, cellText(get('Unit')));
    const name = cellText(get('Name'));
    const startText = cellText(get('Start stock'));
    const start = startText === '' ? null : numberOf(get('Start stock'));
    const item = items.get(itemId);
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(itemId)) refuse(`ID '${itemId}' must be 1 to 20 letters, digits, - or _`);
    else if (seen.has(itemId)) refuse(`ID ${itemId} is already in row ${seen.get(itemId)}`);
    else if (!tab) refuse(`Tab '${cellText(get('Tab'))}' is not one of ${STORAGE_TABS.join(', ')}`);
    else if (item && item.tab !== tab) refuse(`ID ${itemId} is an item of ${item.tab}, not ${tab}`);
    else if (name === '' || name.length > 100) refuse('Name must be 1 to 100 characters');
    else if (!unit) refuse(`Unit '${cellText(get('Unit'))}' is not one of ${STORAGE_UNITS.join(', ')}`);
    else if (startText !== '' && start === null) refuse(`Start stock '${startText}' is not a number`);
    else if (start !== null && !isQuantity(start)) refuse(`Start stock ${startText} is not a quantity (0 or more)`);
    else {
      seen.set(itemId, row);
      out.push({ row, itemId, tab, name, unit, start, known: Boolean(item), base: starts.get(itemId) ?? 0 });
    }
  }
  return { lines: out, refusals };
}

/** Adds or renames the items and writes their start stock, in one transaction. */
export async function writeStorageItems(
  db: Db,
  me: AuthUser,
  { branchId, month }: StoragePlace,
  lines: readonly StorageLine[],
  hash: string,
): Promise<number> {
  const key = gridKey(branchId, month);
  return transact(db, async (trx) => {
    const at = nowIso();
    for (const l of lines) {
      if (l.known)
        await trx
          .updateTable('storage_items')
          .set({ name: l.name, unit: l.unit, updated_at: at })
          .where('branch_id', '=', branchId)
          .where('item_id', '=', l.itemId)
          .execute();
      else
        await trx
          .insertInto('storage_items')
          .values({ branch_id: branchId, item_id: l.itemId, tab: l.tab, name: l.name, unit: l.unit, updated_at: at })
          .execute();
    }
    const writes = lines
      .filter((l) => l.start !== null)
      .map((l) => ({
        key: `xl-${hash.slice(0, 16)}-${l.itemId}`,
        row: l.itemId,
        day: 0,
        field: START_FIELD,
        write: { op: 'set' as const, value: l.start ?? 0, base: l.base },
      }));
    const results = await applyGridWrites(trx, key, writes, me, []);
    if (results.some((r) => r.result === 'conflict'))
      throw new HttpError(409, 'A start stock changed since the preview: preview it again');
    if ((await readGridMonth(trx, key)).flags.confirm === true)
      await saveGridMonth(trx, key, { flags: { confirm: false } }, me.name);
    await audit(trx, me.id, 'storage.import', `storage:${branchId}:${month}`, {
      by: me.name,
      items: lines.map((l) => ({ item: l.itemId, name: l.name, unit: l.unit, start: l.start, added: !l.known })),
    });
    return lines.length;
  });
}
