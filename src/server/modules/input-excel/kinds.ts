// The kinds that are not day reports: storage items and start stock, members, the support mail list. Each
// reads through its area's parser and writes through its area's write (the support mail list is kept on the
// device by its screen until it is sent, so its confirm answers the checked list instead of storing it).
import type { ImportedList } from '../../../contract/support-mail';
import { MEMBER_COLUMNS, STORAGE_COLUMNS } from '../../../domain/input-excel';
import { readMembers, writeMembers, type MemberLine } from '../membership/import-read';
import { readStorageItems, writeStorageItems, type StorageLine, type StoragePlace } from '../storage/import-read';
import { readRecipientList } from '../support-mail/import';
import type { ServerKind } from './plan';

export const storageSheet: ServerKind<StoragePlace, StorageLine[]> = {
  async read(db, _me, place, body) {
    const { lines, refusals } = await readStorageItems(db, place, body);
    return {
      columns: [...STORAGE_COLUMNS, ''],
      rows: lines.map((l) => ({
        row: l.row,
        cells: [l.tab, l.itemId, l.name, l.unit, l.start === null ? '' : String(l.start), l.known ? 'update' : 'new'],
      })),
      refusals,
      write: lines,
      hashed: lines.map(({ row: _row, ...l }) => l),
    };
  },
  async write(db, me, place, plan, hash) {
    return { count: await writeStorageItems(db, me, place, plan.write, hash) };
  },
};

export const membersSheet: ServerKind<null, MemberLine[]> = {
  async read(db, _me, _place, body) {
    const { lines, refusals } = await readMembers(db, body);
    return {
      columns: [...MEMBER_COLUMNS],
      rows: lines.map((l) => ({ row: l.row, cells: [l.userId, l.name, l.email, l.loginType, String(l.points)] })),
      refusals,
      write: lines,
      hashed: lines,
    };
  },
  async write(db, me, _place, plan) {
    return { count: await writeMembers(db, me, plan.write) };
  },
};

export const supportMailSheet: ServerKind<null, ImportedList> = {
  async read(_db, _me, _place, body) {
    const list = await readRecipientList(body);
    const ok = list.recipients.filter((r) => !r.problem);
    return {
      columns: ['Name', 'Email'],
      rows: ok.map((r) => ({ row: r.row, cells: [r.name, r.email] })),
      refusals: [
        ...list.recipients.flatMap((r) => (r.problem ? [{ row: r.row, msg: r.problem }] : [])),
        ...list.duplicates.map((row) => ({ row, msg: 'E-mail already in the list' })),
      ].sort((a, b) => a.row - b.row),
      write: list,
      hashed: ok,
    };
  },
  async write(_db, _me, _place, plan) {
    return { count: plan.rows.length, list: plan.write };
  },
};
