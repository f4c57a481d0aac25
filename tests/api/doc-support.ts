// A stored version of a report, written straight into the documents table, for the tests that need a state no
// call makes (a past day, a version opened long ago).
import type { TestServer } from '../support/server';

export interface StoredVersion {
  kind: string;
  branch: number;
  period: string;
  version: number;
  /** 1: opened for editing. */
  edit: number;
  maker: string;
  rows: unknown[];
}

export async function storeVersions(s: TestServer, versions: StoredVersion[]): Promise<void> {
  await s.db
    .insertInto('documents')
    .values(
      versions.map((v) => ({
        kind: v.kind,
        branch_id: v.branch,
        period: v.period,
        version: v.version,
        revision: 1,
        edit: v.edit,
        maker: v.maker,
        note: '',
        content: JSON.stringify(v.rows),
        totals: '{}',
        updated_at: `${v.period.slice(0, 10)}T10:00:00Z`,
        updated_by: v.maker,
        sent_at: null,
        sent_by: null,
      })),
    )
    .execute();
}
