// GET /docs/:kind/:branchId/:period/diff?from=&to=: two versions of any report kind compared (issue 17),
// with who made each and when. Read like the kind's own version view: the branch scope (the route's
// policy), the kind's reader rule, and a past period being edited stays hidden from users the kind blocks there.
import { docsApi, type VersionMeta } from '../../contract/docs';
import { diffVersions, type DiffRow } from '../../domain/doc-diff';
import type { ServerContext, ZodApp } from '../context';
import { route } from '../kernel/route';
import { todayOf } from '../kernel/today';
import { HttpError, parseJson } from '../lib/util';
import { checkedBranch, currentUser } from '../plugins/guard';
import type { DocKind } from './kind';
import { EDITING_PAST_DAY } from './messages';
import { versionDoc, type StoredDoc } from './store';
import { editingHidden } from './view';

export const UNKNOWN_KIND = 'Unknown report kind';
export const SAME_VERSION = 'Pick two different versions to compare';
export const NO_PERMISSION = 'You do not have permission for this action';

function metaOf(d: StoredDoc): VersionMeta {
  return {
    version: d.version,
    revision: d.revision,
    edit: d.edit === 1,
    maker: d.maker,
    updatedAt: d.updated_at,
    updatedBy: d.updated_by,
    sentAt: d.sent_at,
    sentBy: d.sent_by,
  };
}

function sideOf(k: DocKind, d: StoredDoc) {
  return {
    head: { maker: d.maker, note: d.note },
    rows: k.diffRows ? k.diffRows(d.content) : (k.rowsOf(d.content) as unknown as DiffRow[]),
    totals: parseJson<DiffRow>(d.totals, {}),
  };
}

export function docDiffRoutes(app: ZodApp, { db, docs }: ServerContext): void {
  route(app, docsApi.diff, { branch: 'branchId' }, async (req) => {
    const me = currentUser(req);
    const k = docs.get(req.params.kind);
    if (!k?.mayRead) throw new HttpError(404, UNKNOWN_KIND);
    if (!k.mayRead(me)) throw new HttpError(403, NO_PERMISSION);
    const { period } = req.params;
    if ((k.periodKey === 'day') !== (period.length === 10))
      throw new HttpError(400, k.periodKey === 'day' ? 'Date must be YYYY-MM-DD' : 'Month must be YYYY-MM');
    const { from, to } = req.query;
    if (from === to) throw new HttpError(400, SAME_VERSION);
    const branchId = checkedBranch(req);
    const load = async (version: number) => {
      const d = await versionDoc(db, k.kind, branchId, period, version);
      if (!d) throw new HttpError(404, `Version ${version} of this ${k.label} does not exist`);
      if (editingHidden(k, me, branchId, d) || (d.edit === 1 && k.editingHiddenFrom?.(me, d.period, todayOf(branchId))))
        throw new HttpError(409, EDITING_PAST_DAY);
      return d;
    };
    const [a, b] = [await load(from), await load(to)];
    const diff = diffVersions(sideOf(k, a), sideOf(k, b), k.diffIgnores);
    return {
      status: 1 as const,
      msg: 'ok',
      data: { kind: k.kind, branchId, period, from: metaOf(a), to: metaOf(b), ...diff },
    };
  });
}
