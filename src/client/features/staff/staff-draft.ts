import { z } from 'zod';
import { accStaffApi, staffLog, staffRowIn } from '../../../contract/acc-staff';
import type { StaffDraft, StaffRow } from '../../../domain/acc-staff';
import { branchById } from '../../../domain/branches';
import { dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { conflictKeyOf, envelope, envelopeSchema, viewOf, type Envelope } from '../../lib/document/draft-envelope';
import type { DraftAbout } from '../../lib/document/types';

// Unsaved work on the register is kept on the device (lib/drafts.ts) in the documents' draft envelope,
// so the drafts screen lists it; a copy set aside after a conflict goes under the ':conflict' key.
// The register has no document revision: rows carry their own versions (domain mergeDraft).

const work: z.ZodType<StaffDraft> = z.object({
  rows: z.array(staffRowIn.extend({ log: z.array(staffLog).default([]) })),
  changed: z.array(z.string()),
});
const schema = envelopeSchema(work);
const BASE = { version: 1, revision: 0, edit: true, stored: true };

export const staffDraftKey = (branch: number, period: string) => `accstaff:${branch}:${period}`;

/** The branch and period of a draft key (a set-aside copy's too), or null for another kind's key. */
export function parseStaffKey(key: string): { branch: number; period: string; aside: boolean } | null {
  const m = /^accstaff:(\d+):(\d{4}(?:-\d{2})?)(:conflict)?$/.exec(key);
  return m ? { branch: Number(m[1]), period: m[2], aside: !!m[3] } : null;
}

function about(branch: number, period: string): DraftAbout {
  return {
    kind: 'accstaff',
    // eslint-disable-next-line sumbook/no-literal-text -- the report's name, a key the drafts screen translates
    label: 'ACC STAFF',
    title: `${branchById(branch)?.code ?? branch} ${period}`,
    day: period,
    open: '/acc_staff',
    view: viewOf(accStaffApi.view, { branchId: branch, period }),
    rowLabel: ['name', 'mistake'],
  };
}

const wrap = (branch: number, period: string, d: StaffDraft): Envelope<StaffDraft> =>
  envelope(BASE, d, about(branch, period));

/** Keeps the work (debounced); with no change left the draft goes. */
export function keepStaffDraft(branch: number, period: string, d: StaffDraft): void {
  const key = staffDraftKey(branch, period);
  if (d.changed.length === 0) void dropDraft(key);
  else keepDraft(key, wrap(branch, period, d));
}

/** Sets rows aside (a conflict): they stay on the device, listed by the drafts screen. */
export function setAside(branch: number, period: string, rows: StaffRow[]): void {
  keepDraft(
    conflictKeyOf(staffDraftKey(branch, period)),
    wrap(branch, period, { rows, changed: rows.map((r) => r.ID) }),
  );
}

export async function readStaffDraft(key: string): Promise<StaffDraft | null> {
  return (await readDraft(key, schema))?.value.work ?? null;
}

export { dropDraft };
