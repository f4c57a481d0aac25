// /input_excel (issue 32): a preview and a confirm per kind, each taking the Excel file as the body. The
// preview writes nothing; the confirm reads the file again and writes only when the hash of what it would
// write is the preview's (stateless, so any instance may answer). Roles and branches are the guard's, with
// each area's write roles (src/domain/input-excel.ts).
import { inputExcelApi } from '../../../contract/input-excel';
import type { Endpoint } from '../../../contract/endpoint';
import {
  EXCEL_KIND_INFO,
  NOTHING_TO_IMPORT,
  PREVIEW_CHANGED,
  importedMsg,
  type ExcelKind,
} from '../../../domain/input-excel';
import type { ServerContext, ZodApp } from '../../context';
import { route, type RouteRequest } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { IMPORT_BODY_LIMIT } from '../acc/import-routes';
import { membersSheet, storageSheet, supportMailSheet } from './kinds';
import { hashOf, type ServerKind } from './plan';
import { accSheet, rcSheet } from './sums';

interface Pair<P> {
  kind: ExcelKind;
  preview: Endpoint;
  confirm: Endpoint;
  branch?: 'branchId';
  sheet: ServerKind<P, unknown>;
  place: (req: RouteRequest<Endpoint>) => P;
  /** The period the area's screen opens at. */
  period?: (p: P) => string;
}

export function inputExcelRoutes(app: ZodApp, { db }: ServerContext): void {
  const dayPlace = (req: RouteRequest<Endpoint>) => ({
    branchId: checkedBranch(req),
    day: (req.params as { day: string }).day,
  });
  const monthPlace = (req: RouteRequest<Endpoint>) => ({
    branchId: checkedBranch(req),
    month: (req.params as { month: string }).month,
  });
  const api = inputExcelApi;
  const pairs: Pair<never>[] = [
    {
      kind: 'acc',
      preview: api.accPreview,
      confirm: api.accConfirm,
      branch: 'branchId',
      sheet: accSheet,
      place: dayPlace,
      period: (p: { day: string }) => p.day,
    },
    {
      kind: 'rc',
      preview: api.rcPreview,
      confirm: api.rcConfirm,
      branch: 'branchId',
      sheet: rcSheet,
      place: dayPlace,
      period: (p: { day: string }) => p.day,
    },
    {
      kind: 'storage',
      preview: api.storagePreview,
      confirm: api.storageConfirm,
      branch: 'branchId',
      sheet: storageSheet,
      place: monthPlace,
      period: (p: { month: string }) => p.month,
    },
    {
      kind: 'support_mail',
      preview: api.supportMailPreview,
      confirm: api.supportMailConfirm,
      sheet: supportMailSheet,
      place: () => null,
    },
    {
      kind: 'members',
      preview: api.membersPreview,
      confirm: api.membersConfirm,
      sheet: membersSheet,
      place: () => null,
    },
  ] as unknown as Pair<never>[];

  // The upload is the file itself: every content type is read as raw bytes (up to the limit).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    for (const p of pairs) {
      const roles = EXCEL_KIND_INFO[p.kind].roles;
      const read = async (req: RouteRequest<Endpoint>) => {
        const place = p.place(req);
        const plan = await p.sheet.read(db, currentUser(req), place, req.body as unknown);
        return { place, plan, hash: hashOf(p.kind, place, plan) };
      };
      route(scope as ZodApp, p.preview, { ...(p.branch ? { branch: p.branch } : {}), roles }, async (req) => {
        const { plan, hash } = await read(req);
        const { columns, rows, refusals } = plan;
        return {
          status: 1 as const,
          msg: `${rows.length} row(s) to import, ${refusals.length} refused: nothing changes until you confirm`,
          data: { kind: p.kind, columns, rows, refusals, hash },
        };
      });
      route(scope as ZodApp, p.confirm, { ...(p.branch ? { branch: p.branch } : {}), roles }, async (req) => {
        const { place, plan, hash } = await read(req);
        if (hash !== (req.query as { hash: string }).hash) throw new HttpError(409, PREVIEW_CHANGED);
        if (plan.rows.length === 0) throw new HttpError(422, NOTHING_TO_IMPORT);
        const done = await p.sheet.write(db, currentUser(req), place, plan, hash);
        const branchId = p.branch ? checkedBranch(req) : 0;
        return {
          status: 1 as const,
          msg: importedMsg(done.count),
          count: done.count,
          screen: EXCEL_KIND_INFO[p.kind].screen(branchId, p.period ? p.period(place) : ''),
          ...(done.list === undefined ? {} : { list: done.list }),
        };
      });
    }
  });
}
