import { branchById } from '../../../domain/branches';
import { CANT_SAVE_DATA } from '../../../domain/acc-rules';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { recomputeRow, type RowContext } from '../../../domain/row-rules';
import type { ApiResult } from '../../lib/api';
import { accessRefusal, profileMaker, sumWork, type SumWork } from '../../lib/document/day-sum';
import type { ServerView } from '../../lib/document/draft-envelope';
import type { DocBase, DocumentDefinition, LoadContext, LoadOutcome } from '../../lib/document/types';
import { tr } from '../../lib/i18n';
import type { SendResult } from '../../lib/outbox';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';

// The accountants' monthly documents of invoice rows: the debit on sum (load mode "Debit on Sum") and the
// waiting list (load mode "Waiting"). One versioned document per branch and month; SAVE REPORT saves it,
// it is never sent.
export interface MonthKey {
  branch: number;
  month: string;
}
export interface MonthDoc extends DocBase {
  branch: number;
  month: string;
}
/** A stored monthly document as the server answers it. */
export interface StoredMonth {
  branchId: number;
  month: string;
  version: number;
  revision: number;
  edit: boolean;
  maker?: string;
  note: string;
  content: InvoiceRow[];
}
export type MonthDefinition = DocumentDefinition<MonthKey, MonthDoc, SumWork, InvoiceRow>;

export interface MonthSpec {
  kind: 'accdebit' | 'accwaiting';
  /** The document's name (the draft label), translated. */
  label: string;
  /** "this debit on sum": the draft texts' words for it, translated. */
  thing: string;
  /** The load step that fetches it, translated. */
  loading: string;
  /** The address's mode word (/acc_make/:branch/:month/:mode). */
  mode: 'debit' | 'waiting';
  /** The stored document, or none yet with the rows it starts from. */
  fetch(key: MonthKey): Promise<ApiResult<{ stored: StoredMonth | null; start: InvoiceRow[] }>>;
  save(
    doc: MonthDoc,
    body: { version: number; revision: number; maker: string; note: string; content: InvoiceRow[] },
  ): Promise<SendResult<unknown>>;
  /** The stored month's GET entry (`viewOf`). */
  view(key: MonthKey): ServerView;
  /** Row rules: the debit on sum keeps debit nights ('debit'). */
  context: RowContext;
  loadStage: string;
  /** Shown when the server fails (5xx) or cannot be reached, instead of its message. */
  loadError?: string;
}

const docOf = (s: StoredMonth): MonthDoc => ({
  branch: s.branchId,
  month: s.month,
  version: s.version,
  revision: s.revision,
  edit: s.edit,
  stored: s.revision > 0,
});
const notHere = () =>
  Promise.resolve({ ok: false as const, error: { status: 400, msg: tr('acc')(CANT_SAVE_DATA), offline: false } });

async function load(spec: MonthSpec, key: MonthKey, ctx: LoadContext): Promise<LoadOutcome<MonthDoc, SumWork>> {
  const refused = await accessRefusal(key.branch);
  if (refused) return { kind: 'empty', msg: refused };
  ctx.step(1);
  const res = await spec.fetch(key);
  if (!res.ok) {
    const failed = spec.loadError && (res.error.status >= 500 || res.error.offline);
    const msg = failed ? (spec.loadError ?? res.error.msg) : res.error.msg;
    ctx.notice(msg, spec.loadStage);
    return { kind: 'empty', msg };
  }
  ctx.step(2);
  ctx.step(3);
  const s = res.data.stored;
  const maker = s?.maker || profileMaker(appStore.get(userAtom));
  const stale = 'stale' in res && !!res.stale;
  if (s) return { kind: 'ready', doc: docOf(s), work: { rows: s.content, maker, note: s.note }, stale };
  const doc: MonthDoc = { branch: key.branch, month: key.month, version: 1, revision: 0, edit: true, stored: false };
  return { kind: 'ready', doc, work: { rows: res.data.start, maker, note: '' }, stale };
}

/** A monthly document's definition for the versioned-document hook. */
export function monthDefinition(spec: MonthSpec): MonthDefinition {
  const t = tr('acc');
  return {
    id: (d) => `${spec.kind}:${d.branch}:${d.month}`,
    steps: [t('Checking access'), spec.loading, t('Reading the rows'), t('Preparing the rows')],
    load: (key, ctx) => load(spec, key, ctx),
    current: (d) => ({ branch: d.branch, month: d.month }),
    workSchema: sumWork,
    fromAnswer: (answer) => {
      const s = (answer as { data?: StoredMonth } | null)?.data;
      return s && typeof s.revision === 'number' ? { doc: docOf(s), rows: s.content } : null;
    },
    save: (d, w) =>
      spec.save(d, { version: d.version, revision: d.revision, maker: w.maker.trim(), note: w.note, content: w.rows }),
    send: notHere,
    newVersion: notHere,
    requestEdit: notHere,
    newRow: (id) => emptyRow(id, new Date().toISOString()),
    recomputeRow: (row, d) => recomputeRow(row, d.branch, spec.context),
    saveCheck: () => null,
    sendCheck: () => t(CANT_SAVE_DATA),
    about: (d) => ({
      kind: spec.kind,
      label: spec.label,
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.month}`,
      day: `${d.month}-01`,
      open: `/acc_make/${d.branch}/${d.month}/${spec.mode}`,
      view: spec.view(d),
      rowLabel: ['HI', 'SI', 'name', 'room'],
    }),
    messages: { saveFailed: t('Error when save data'), thing: spec.thing },
  };
}
