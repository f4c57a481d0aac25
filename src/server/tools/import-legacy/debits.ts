// debits.json: the debit book of the reception (document 1 "Debit row": _id, sum_credit, HI, SI, company, name,
// room, room_rate, checkin, checkout, import_to, remind, action, paid, note, log, and the row's amounts). Each
// becomes a line of the book 'rc' through the debit core's own columns (debits/columns.ts: what it owes, its
// type, its search text), its old log lines kept as its history, in order, then an "imported" line.
import { receptionDataBranch } from '../../../domain/branches';
import { lineValues } from '../../debits/columns';
import { historyRow, insertLine } from '../../debits/store';
import type { Item } from './read';
import { legacyRow } from './rows';
import { IMPORT_AUTHOR, type Step } from './step';
import { branchOf, dayOf, instantOf, refuse } from './values';

export async function importDebits(step: Step, items: readonly Item[]): Promise<void> {
  const { trx } = step;
  const by = { id: null, name: IMPORT_AUTHOR };
  await step.each(items, async ({ doc }, id) => {
    const branchId = await step.branch(receptionDataBranch(branchOf(doc)));
    const day = dayOf(doc.sum_credit ?? doc.date, branchId, 'sum_credit');
    const row = legacyRow(doc, branchId, 'debit', id);
    const taken = await trx
      .selectFrom('debits')
      .select('id')
      .where('book', '=', 'rc')
      .where('branch_id', '=', branchId)
      .where('row_id', '=', row.ID)
      .executeTakeFirst();
    if (taken) refuse(`debit ${row.ID} of branch ${branchId} is already in the debit book`);
    const at = instantOf(doc.createdAt ?? doc.updatedAt, 'createdAt') || step.at;
    const note = typeof doc.note === 'string' ? doc.note : '';
    const values = lineValues({
      book: 'rc',
      branchId,
      day,
      row,
      paid: row.paid,
      note,
      source: 'Imported from the old system',
      at,
    });
    const history = [
      ...row.log.map((line) => historyRow(by, 'log', line, at)),
      historyRow(by, 'create', `${step.at} Imported from the old system (${row.paid}) by ${IMPORT_AUTHOR}`, step.at),
    ];
    const lineId = await insertLine(trx, values, history);
    const after = { day, HI: row.HI, SI: row.SI, name: row.name, action: row.action, paid: row.paid };
    await step.record(id, `debit:${branchId}:${lineId}`, 'debit.import_legacy', after, branchId);
  });
}
