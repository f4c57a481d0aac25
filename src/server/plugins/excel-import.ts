// The preview and the confirm of an Excel import (/input_excel, issue 32), for the areas to register with their
// own reader and write: the file itself is the body of both (raw bytes up to the limit; the bytes decide
// whether it is a workbook). The preview reads and writes nothing; the confirm reads the file again and writes
// only when the hash of what it would write (the rows and the area's state they were checked against) is the
// preview's: stateless, so any instance may answer, and a file or an area changed since the preview is refused.
import { createHash } from 'node:crypto';
import type { Endpoint } from '../../contract/endpoint';
import {
  EXCEL_KIND_INFO,
  NOTHING_TO_IMPORT,
  PREVIEW_CHANGED,
  importedMsg,
  type ExcelKind,
  type ExcelRefusal,
} from '../../domain/input-excel';
import type { Db } from '../db/connection';
import type { AuthUser } from '../kernel/auth-user';
import { route, type RouteRequest, type ZodApp } from '../kernel/route';
import { HttpError } from '../lib/util';
import { checkedBranch, currentUser } from './guard';

/** Largest upload taken (a 5,000-row .xls is about 2 MB). */
export const EXCEL_BODY_LIMIT = 10 * 1024 * 1024;

/** Where an import applies: the branch (0 when none) and the day or month ('' when none). */
export interface ExcelPlace {
  branchId: number;
  period: string;
}

export interface Plan<W> {
  columns: string[];
  /** The rows that will be written, as shown (their sheet row and cells). */
  rows: { row: number; cells: string[] }[];
  refusals: ExcelRefusal[];
  write: W;
  /** What the confirm must find again (the rows without fresh ids, the area's state they were checked against). */
  hashed: unknown;
}

/** An area's import: reading writes nothing; writing is the area's own write. */
export interface ExcelSheet<W> {
  read(db: Db, me: AuthUser, place: ExcelPlace, body: unknown): Promise<Plan<W>>;
  write(
    db: Db,
    me: AuthUser,
    place: ExcelPlace,
    plan: Plan<W>,
    hash: string,
  ): Promise<{ count: number; list?: unknown }>;
}

export interface ExcelPair<W> {
  kind: ExcelKind;
  preview: Endpoint;
  confirm: Endpoint;
  /** The path parameter naming the branch, when the import applies to one. */
  branch?: 'branchId';
  sheet: ExcelSheet<W>;
}

const hashOf = (kind: string, place: ExcelPlace, plan: Plan<unknown>): string =>
  createHash('sha256')
    .update(JSON.stringify({ kind, place, hashed: plan.hashed, refusals: plan.refusals }))
    .digest('hex');

/** Registers the pair's preview and confirm, held to the kind's roles (those of the area's own writes). */
export function excelImportRoutes<W>(app: ZodApp, db: Db, p: ExcelPair<W>): void {
  const policy = { ...(p.branch ? { branch: p.branch } : {}), roles: EXCEL_KIND_INFO[p.kind].roles };
  const read = async (req: RouteRequest<Endpoint>) => {
    const params = req.params as { day?: string; month?: string };
    const place = { branchId: p.branch ? checkedBranch(req) : 0, period: params.day ?? params.month ?? '' };
    const plan = await p.sheet.read(db, currentUser(req), place, req.body as unknown);
    return { place, plan, hash: hashOf(p.kind, place, plan) };
  };
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EXCEL_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    route(scope as ZodApp, p.preview, policy, async (req) => {
      const { plan, hash } = await read(req);
      const { columns, rows, refusals } = plan;
      return {
        status: 1 as const,
        msg: `${rows.length} row(s) to import, ${refusals.length} refused: nothing changes until you confirm`,
        data: { kind: p.kind, columns, rows, refusals, hash },
      };
    });
    route(scope as ZodApp, p.confirm, { ...policy }, async (req) => {
      const { place, plan, hash } = await read(req);
      if (hash !== (req.query as { hash: string }).hash) throw new HttpError(409, PREVIEW_CHANGED);
      if (plan.rows.length === 0) throw new HttpError(422, NOTHING_TO_IMPORT);
      const done = await p.sheet.write(db, currentUser(req), place, plan, hash);
      return {
        status: 1 as const,
        msg: importedMsg(done.count),
        count: done.count,
        screen: EXCEL_KIND_INFO[p.kind].screen(place.branchId, place.period),
        ...(done.list === undefined ? {} : { list: done.list }),
      };
    });
  });
}
