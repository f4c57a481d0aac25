import { z } from 'zod';
import { accCostApi, costLine, type CostLineInput, type CostSheet } from '../../../contract/acc-cost';
import { branchById } from '../../../domain/branches';
import { CANT_SAVE_DATA } from '../../../domain/acc-rules';
import { viewOf } from '../../lib/document/draft-envelope';
import { tr } from '../../lib/i18n';
import type { DocBase, DocumentDefinition, LoadContext, LoadOutcome } from '../../lib/document/types';
import { useDocument, type DocumentState } from '../../lib/document/use-document';
import { saveCost, viewCost } from './acc-more-api';
import { useMemo } from 'react';

// The cost of the day (spec 2 sections 2.2, 3.3): one versioned document per branch and day; its rows are
// the cost lines (No, Name, Price with its type).
export interface CostKey {
  branch: number;
  day: string;
}
export interface CostDoc extends DocBase {
  branch: number;
  day: string;
}
export interface CostWork {
  rows: CostLineInput[];
  note: string;
}
export type CostDefinition = DocumentDefinition<CostKey, CostDoc, CostWork, CostLineInput>;

const docOf = (s: CostSheet): CostDoc => ({
  branch: s.branchId,
  day: s.day,
  version: s.version,
  revision: s.revision,
  edit: s.edit,
  stored: s.revision > 0,
});
const notHere = () =>
  Promise.resolve({ ok: false as const, error: { status: 400, msg: tr('acc')(CANT_SAVE_DATA), offline: false } });

async function load(key: CostKey, ctx: LoadContext): Promise<LoadOutcome<CostDoc, CostWork>> {
  const res = await viewCost(key.branch, key.day);
  if (!res.ok) return { kind: 'empty', msg: res.error.msg };
  ctx.step(1);
  const s = res.data.data;
  return { kind: 'ready', doc: docOf(s), work: { rows: s.content, note: s.note } };
}

/** The start of a cost sheet's draft key (`acccost:<branch>:<day>`): the drafts screen restores it into the cost tab. */
export const COST_DRAFT = 'acccost:';

/** The cost sheet's definition, its texts in the user's language when the screen makes it. */
function costDefinition(): CostDefinition {
  const t = tr('acc');
  return {
    id: (d) => `${COST_DRAFT}${d.branch}:${d.day}`,
    steps: [t('Loading the cost of the day'), t('Reading the cost lines')],
    load,
    current: (d) => ({ branch: d.branch, day: d.day }),
    workSchema: z.object({ rows: z.array(costLine), note: z.string() }),
    fromAnswer: (answer) => {
      const s = (answer as { data?: CostSheet } | null)?.data;
      return s && typeof s.revision === 'number' ? { doc: docOf(s), rows: s.content } : null;
    },
    save: (d, w) =>
      saveCost(d.branch, { day: d.day, version: d.version, revision: d.revision, note: w.note, content: w.rows }),
    send: notHere,
    newVersion: notHere,
    requestEdit: notHere,
    newRow: (id) => ({ ID: id, name: '', rate: 0, type: 'VND' }),
    recomputeRow: (row) => row,
    saveCheck: () => null,
    sendCheck: () => t(CANT_SAVE_DATA),
    about: (d) => ({
      kind: 'acccost',
      label: t('ACC COST'),
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.day}`,
      day: d.day,
      open: `/acc_make/${d.branch}/${d.day}/current`,
      view: viewOf(accCostApi.viewCost, { branchId: d.branch, date: d.day }),
      rowLabel: ['name', 'type'],
    }),
    messages: { saveFailed: t('Error when save data'), thing: t('this cost sheet') },
  };
}

const blank: CostWork = { rows: [], note: '' };

/** The cost of the day being edited. */
export function useCost() {
  const def = useMemo(() => costDefinition(), []);
  return useDocument(def, blank);
}
export type CostState = DocumentState<CostKey, CostDoc, CostWork, CostLineInput>;
