// One collection's import inside its transaction: what was imported, skipped (already imported by an earlier
// run) and refused with the reason, the mapping of old _ids to what they became (legacy_ids), and the trail
// row written for every imported document (action `<area>.import_legacy`, author "Import (old system)").
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { nowIso } from '../../lib/util';
import type { Item } from './read';
import { legacyId, Refused } from './values';

export const IMPORT_AUTHOR = 'Import (old system)';

export interface Tally {
  name: string;
  imported: number;
  already: number;
  refused: string[];
}

export class Step {
  readonly at = nowIso();
  private ids = new Map<string, string>();

  constructor(
    readonly trx: Db,
    readonly tally: Tally,
  ) {}

  private branches?: Set<number>;

  /** The branch id, refused when the branch is not in Sumbook (import branches.json first). */
  async branch(id: number): Promise<number> {
    if (!this.branches) {
      const rows = await this.trx.selectFrom('branches').select('id').execute();
      this.branches = new Set(rows.map((r) => r.id));
    }
    if (!this.branches.has(id)) throw new Refused(`unknown branch ${id}`);
    return id;
  }

  refuse(where: string, msg: string): void {
    this.tally.refused.push(`${this.tally.name}: ${where}: ${msg}`);
  }

  /** What the old document became in an earlier run, or undefined. */
  async known(id: string): Promise<string | undefined> {
    const row = await this.trx
      .selectFrom('legacy_ids')
      .select('target')
      .where('collection', '=', this.tally.name)
      .where('legacy_id', '=', id)
      .executeTakeFirst();
    return row?.target;
  }

  /** Keeps the mapping and writes the trail row of an imported document. */
  async record(id: string, target: string, action: string, after: unknown, branchId?: number | null): Promise<void> {
    await this.trx
      .insertInto('legacy_ids')
      .values({ collection: this.tally.name, legacy_id: id, target, imported_at: this.at })
      .execute();
    const detail = { before: null, after, imported: true, collection: this.tally.name, legacyId: id };
    await audit(this.trx, null, action, target, detail, { userName: IMPORT_AUTHOR, branchId });
    this.tally.imported++;
  }

  /**
   * Runs `one` for each document not imported before: a document without _id, with an _id seen earlier in the
   * file, or that `one` refuses (Refused) is reported and left out; one imported by an earlier run is counted.
   */
  async each(items: readonly Item[], one: (item: Item, id: string) => Promise<void>): Promise<void> {
    for (const item of items) {
      try {
        const id = legacyId(item.doc);
        const first = this.ids.get(id);
        if (first) {
          this.refuse(item.where, `duplicate _id ${id} (first at ${first})`);
          continue;
        }
        this.ids.set(id, item.where);
        if (await this.known(id)) {
          this.tally.already++;
          continue;
        }
        await one(item, id);
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        this.refuse(item.where, err.message);
      }
    }
  }
}

/** Where another collection's document went (users by _id for notifications, ...). */
export async function targetOf(db: Db, collection: string, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('legacy_ids')
    .select('target')
    .where('collection', '=', collection)
    .where('legacy_id', '=', id)
    .executeTakeFirst();
  return row?.target;
}
