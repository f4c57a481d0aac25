// The ceiling of view_sum for `npm run bench -- viewsum`: a bare Fastify route, no Sumbook code, that does
// one primary-key read of the stored document's head (revision, updated_at: what tells a reader whether its
// copy is current) through the same driver as Sumbook (a pg pool of 10 / better-sqlite3) and answers the
// same bytes Sumbook answers (BODY_FILE, gzip-compressed when BODY_ENCODING=gzip). Env: DB (an SQLite file
// or a postgres:// URL), BRANCH, DAY, BODY_FILE, BODY_ENCODING, PORT, HOST. GET /view answers the body; GET /ready answers when the document was found.
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const env = process.env;
const target = env.DB ?? '';
const body = readFileSync(env.BODY_FILE ?? '');
const FIND =
  "SELECT id FROM documents WHERE kind = 'rc' AND branch_id = $1 AND period = $2 ORDER BY version DESC LIMIT 1";
const HEAD = 'SELECT id, revision, updated_at FROM documents WHERE id = $1';

type Read = (sql: string, params: unknown[]) => Promise<Record<string, unknown> | undefined>;

function reader(): Read {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return async (sql, params) => (await pool.query(sql, params)).rows[0] as Record<string, unknown> | undefined;
  }
  const db = new SQLite(target, { readonly: true, fileMustExist: true });
  const statements = new Map<string, SQLite.Statement>();
  return async (sql, params) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql.replace(/\$\d/g, '?'));
      statements.set(sql, stmt);
    }
    return stmt.get(...params) as Record<string, unknown> | undefined;
  };
}

const read = reader();
const found = await read(FIND, [Number(env.BRANCH), env.DAY]);
if (!found) throw new Error(`no reception sum for branch ${env.BRANCH} on ${env.DAY}`);
const id = Number(found.id);

const app = Fastify();
app.get('/ready', async () => ({ ok: true }));
app.get('/view', async (_req, reply) => {
  const head = await read(HEAD, [id]);
  if (!head) return reply.code(404).send({ status: 0, msg: 'null' });
  reply.type('application/json; charset=utf-8');
  if (env.BODY_ENCODING === 'gzip') reply.header('content-encoding', 'gzip');
  return reply.send(body);
});
await app.listen({ port: Number(env.PORT ?? 0), host: env.HOST ?? '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
