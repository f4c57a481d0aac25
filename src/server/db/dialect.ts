// The one place where SQLite and PostgreSQL differ. Migrations, seeds and queries are written once in
// portable Kysely; this adapter makes the few dialect differences disappear on PostgreSQL:
// - column types: SQLite's INTEGER is 64-bit, so `integer` becomes `bigint` (ids, minor units, counters),
//   an auto-increment primary key becomes `bigserial`, and `varchar(n)` becomes `text` (SQLite does not
//   enforce lengths; the API's validators do);
// - numbers: bigint and numeric values come back as JS numbers, as they do from SQLite;
// - append-only tables: one call creates the triggers refusing UPDATE and DELETE in either dialect.
import {
  ColumnDefinitionNode,
  DataTypeNode,
  OperationNodeTransformer,
  PostgresAdapter,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryExecutorProvider,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Any Kysely instance, transaction or connection, whatever its tables. */
type AnyDb = QueryExecutorProvider;

export function dialectOf(db: AnyDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

class PostgresTypes extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const out = super.transformColumnDefinition(node);
    if (node.autoIncrement && DataTypeNode.is(node.dataType) && node.dataType.dataType === 'integer')
      return ColumnDefinitionNode.cloneWith(
        { ...out, dataType: DataTypeNode.create('bigserial') },
        { autoIncrement: false },
      );
    return out;
  }

  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    if (node.dataType === 'integer') return DataTypeNode.create('bigint');
    if (node.dataType.startsWith('varchar')) return DataTypeNode.create('text');
    return node;
  }
}

/** Installed on the PostgreSQL Kysely only: rewrites schema statements to SQLite's type semantics. */
export class PostgresTypesPlugin implements KyselyPlugin {
  private readonly transformer = new PostgresTypes();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const kind = args.node.kind;
    if (kind === 'CreateTableNode' || kind === 'AlterTableNode') return this.transformer.transformNode(args.node);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Makes a table append-only: any UPDATE or DELETE of a row (or TRUNCATE) fails, in either dialect. */
export async function appendOnly(db: AnyDb, table: string, message: string): Promise<void> {
  const text = message.replace(/'/g, "''");
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS ` +
          `$$ BEGIN RAISE EXCEPTION '${text}' USING ERRCODE = 'restrict_violation'; END $$`,
      )
      .execute(db);
    // TRUNCATE fires no row trigger: a statement trigger refuses it too (SQLite has no TRUNCATE).
    for (const [op, each] of [
      ['UPDATE', 'ROW'],
      ['DELETE', 'ROW'],
      ['TRUNCATE', 'STATEMENT'],
    ])
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} ` +
            `FOR EACH ${each} EXECUTE FUNCTION ${table}_append_only()`,
        )
        .execute(db);
    return;
  }
  for (const op of ['UPDATE', 'DELETE'])
    await sql
      .raw(
        `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} ` +
          `BEGIN SELECT RAISE(ABORT, '${text}'); END`,
      )
      .execute(db);
}

/**
 * After rows were inserted with explicit ids (reference data, restore), moves every PostgreSQL id sequence
 * past the largest id, so the next insert does not collide. Nothing to do on SQLite.
 */
export async function syncIdSequences(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(
      `DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT c.table_name FROM information_schema.columns c
          WHERE c.table_schema = current_schema() AND c.column_name = 'id' AND c.column_default LIKE 'nextval%'
        LOOP
          EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), COALESCE((SELECT max(id) FROM %I), 0) + 1, false)',
            r.table_name, r.table_name);
        END LOOP;
      END $$`,
    )
    .execute(db);
}
