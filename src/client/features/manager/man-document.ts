import type { TFunction } from '../../lib/i18n';
import { z } from 'zod';
import { managerApi, managerReport, type BranchFiguresAnswer, type ManagerDoc } from '../../../contract/manager';
import { branchById } from '../../../domain/branches';
import type { ManagerReport } from '../../../domain/manager-report';
import { viewOf } from '../../lib/document/draft-envelope';
import type { DocumentDefinition } from '../../lib/document/types';
import { manId, newVersion, requestEdit, saveReport, sendReport } from './man-api';
import type { ManDoc, ManKey, ManWork } from './man-draft';
import { repriceReport } from './man-figures';
import { loadManReport, manDocOf, MAN_STEPS } from './man-load';

export type ManDefinition = DocumentDefinition<ManKey, ManDoc, ManWork, ManagerReport>;

const manWork: z.ZodType<ManWork> = z.object({ rows: z.array(managerReport), maker: z.string(), note: z.string() });

/** The stored report in a save, send or request-edit answer (`{ data, branch }`), or null. */
function fromAnswer(answer: unknown): { doc: ManDoc; rows: ManagerReport[] } | null {
  const a = answer as { data?: ManagerDoc; branch?: BranchFiguresAnswer } | null;
  if (!a?.data || !a.branch || typeof a.data.revision !== 'number') return null;
  return { doc: manDocOf(a.data, a.branch), rows: a.data.content };
}

/** The manager daily report as a versioned document (spec 3 sections 2 and 4). */
export function manDefinition(who: { mayWrite: boolean; maker: string }, t: TFunction<'manager'>): ManDefinition {
  return {
    id: (d) => manId(d.branch, d.day),
    steps: MAN_STEPS.map((step) => t(step)),
    load: (key, ctx) => loadManReport(key, ctx, who),
    current: (d) => ({ branch: d.branch, day: d.day, version: 'current' }),
    workSchema: manWork,
    fromAnswer,
    save: (d, w) =>
      saveReport(d.branch, {
        day: d.day,
        version: d.version,
        revision: d.revision,
        maker: w.maker.trim().slice(0, 60),
        note: w.note,
        content: w.rows,
      }),
    send: (d, _w, note) => sendReport(d.branch, { day: d.day, version: d.version, revision: d.revision, note }),
    newVersion: (d) => newVersion(d.branch, d.day, d.version),
    requestEdit: (d, reason) => requestEdit(d.branch, d.day, d.version, reason),
    newRow: () => ({ ID: 'report', lines: {}, listHI: '', listSI: '' }),
    recomputeRow: repriceReport,
    saveCheck: () => null,
    sendCheck: () => null,
    about: (d) => ({
      kind: 'man',
      label: t('MAN Sum'),
      title: `${branchById(d.branch)?.code ?? d.branch} ${d.day}`,
      day: d.day,
      open: `/manager_sum/${d.branch}/${d.day}/current`,
      view: viewOf(managerApi.viewSumWithVersion, { branchId: d.branch, date: d.day, version: 'current' }),
      rowLabel: ['ID'],
    }),
    messages: {
      thing: t('this report'),
      requestSent: t('The Area Manager was notified; the report is open for editing as a new version.'),
    },
  };
}
