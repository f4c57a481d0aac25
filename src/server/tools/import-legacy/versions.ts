// The versioned reports of the old system (reception sums, accountant sums, manager reports): one document
// per version, {_id, branchID, sum_credit (or date), version, edit, maker, note, content, updatedAt}. The
// versions of a branch and day must run 1, 2, 3... after what Sumbook already holds, with only the last one
// being edited (edit true); otherwise every version of that day is refused, with the reason. Each version is
// recomputed by the kind's own rules (the core's prepareRows, the manager report's computeReport), stored in
// `documents` with its number and edit flag (locked versions count as sent, their mail as gone), and the
// kind's search index follows the day's last version.
import type { Db } from '../../db/connection';
import type { Prepared } from '../../docs/kind';
import { insertVersions, latestHead } from '../../docs/store';
import type { Item } from './read';
import { IMPORT_AUTHOR, type Step } from './step';
import { branchOf, dayOf, flag, instantOf, legacyId, pick, refuse, Refused, text, whole } from './values';

export interface VersionKind<R = unknown> {
  kind: string;
  /** 'reception sum', in refusals. */
  label: string;
  /** The branch the data belongs to (reception data of 99 and 91 belongs to 12 and 15). */
  branchOf?(id: number): number;
  prepare(trx: Db, doc: Record<string, unknown>, branchId: number, day: string): Promise<Prepared<R>>;
  /** Brings the kind's search index to the day's last version. */
  reindex?(trx: Db, branchId: number, day: string, version: number, last: Prepared<R>): Promise<void>;
}

interface Parsed<R> {
  item: Item;
  id: string;
  branchId: number;
  day: string;
  version: number;
  edit: boolean;
  maker: string;
  note: string;
  at: string;
  prepared: Prepared<R>;
}

async function parse<R>(step: Step, k: VersionKind<R>, item: Item, id: string): Promise<Parsed<R>> {
  const { doc } = item;
  const branchId = await step.branch((k.branchOf ?? ((b) => b))(branchOf(doc)));
  const day = dayOf(pick(doc, ['sum_credit', 'date', 'day']), branchId, 'sum_credit');
  const version = whole(pick(doc, ['version', 'numberVersion']) ?? 1, 'version');
  if (version < 1) refuse(`version ${version} is not a version number`);
  const prepared = await k.prepare(step.trx, doc, branchId, day);
  const at = instantOf(pick(doc, ['updatedAt', 'updated_at', 'createdAt']), 'updatedAt') || step.at;
  const maker = text(doc, ['maker'], 100);
  return {
    item,
    id,
    branchId,
    day,
    version,
    edit: flag(doc.edit),
    maker,
    note: text(doc, ['note'], 2000),
    at,
    prepared,
  };
}

/** Why the versions of one day cannot be imported after what is stored, or null. */
function sequenceProblem<R>(
  k: VersionKind<R>,
  list: readonly Parsed<R>[],
  have: { version: number; edit: number } | undefined,
) {
  const { branchId, day } = list[0];
  const of = `${k.label} of branch ${branchId} ${day}`;
  const stored = have?.version ?? 0;
  if (list[0].version <= stored) return `version ${list[0].version} of the ${of} is already in Sumbook`;
  if (have?.edit === 1) return `the ${of} is being edited in Sumbook (version ${stored}): nothing can follow it`;
  for (const [i, p] of list.entries()) {
    const want = stored + 1 + i;
    if (p.version !== want)
      return `version ${want} of the ${of} is missing (versions ${list.map((x) => x.version).join(', ')})`;
    if (p.edit && i < list.length - 1)
      return `version ${p.version} of the ${of} is being edited but a later one follows`;
  }
  return null;
}

async function writeDay<R>(step: Step, k: VersionKind<R>, list: readonly Parsed<R>[]): Promise<void> {
  await insertVersions(
    step.trx,
    list.map((p) => ({
      kind: k.kind,
      branch_id: p.branchId,
      period: p.day,
      version: p.version,
      revision: 1,
      edit: p.edit ? 1 : 0,
      maker: p.maker,
      note: p.note,
      content: p.prepared.content,
      totals: JSON.stringify(p.prepared.totals),
      updated_at: p.at,
      updated_by: p.maker || IMPORT_AUTHOR,
      sent_at: p.edit ? null : p.at,
      sent_by: p.edit ? null : p.maker || IMPORT_AUTHOR,
      mailed: 1,
      opened: 0,
    })),
  );
  for (const p of list) {
    const target = `${k.kind}:${p.branchId}:${p.day}:${p.version}`;
    const after = { version: p.version, edit: p.edit, rows: p.prepared.rows.length, totals: p.prepared.totals };
    await step.record(p.id, target, `${k.kind}.import_legacy`, after, p.branchId);
  }
  const last = list[list.length - 1];
  await k.reindex?.(step.trx, last.branchId, last.day, last.version, last.prepared);
}

export async function importVersions<R>(step: Step, items: readonly Item[], k: VersionKind<R>): Promise<void> {
  const days = new Map<string, Parsed<R>[]>();
  const ids = new Map<string, string>();
  for (const item of items) {
    try {
      const id = legacyId(item.doc);
      const first = ids.get(id);
      if (first) refuse(`duplicate _id ${id} (first at ${first})`);
      ids.set(id, item.where);
      if (await step.known(id)) {
        step.tally.already++;
        continue;
      }
      const p = await parse(step, k, item, id);
      const key = `${p.branchId}:${p.day}`;
      const list = days.get(key) ?? [];
      const same = list.find((x) => x.version === p.version);
      if (same)
        refuse(`version ${p.version} of the ${k.label} of branch ${p.branchId} ${p.day} is also at ${same.item.where}`);
      days.set(key, [...list, p]);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      step.refuse(item.where, err.message);
    }
  }
  for (const list of days.values()) {
    list.sort((a, b) => a.version - b.version);
    const problem = sequenceProblem(k, list, await latestHead(step.trx, k.kind, list[0].branchId, list[0].day));
    if (problem) for (const p of list) step.refuse(p.item.where, problem);
    else await writeDay(step, k, list);
  }
}
