// Where a day report starts: that day's reception sum (its latest version). It must be sent:
// "Reception Editing Sum - Can't make report" (409) while reception still edits it, "Not Find Reception
// Sum - Can't make report" (404) when there is none.
import { RC_EDITING_CANT_MAKE, RC_MISSING_CANT_MAKE } from '../../../domain/acc-rules';
import { RECEPTION_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { docAnswer, latestDoc, type StoredDoc } from '../../docs/store';
import { HttpError } from '../../lib/util';

/** The day's sent reception sum (its latest version), or the spec's refusal. */
export async function sentReceptionSum(db: Db, branchId: number, day: string): Promise<StoredDoc> {
  const rc = await latestDoc(db, RECEPTION_KIND, branchId, day);
  if (!rc) throw new HttpError(404, RC_MISSING_CANT_MAKE);
  if (rc.edit === 1) throw new HttpError(409, RC_EDITING_CANT_MAKE);
  return rc;
}

/**
 * view_sum of a day without an accountant sum: `{status:1, msg:'new', data}` with the reception sum's rows
 * and totals as version 1 revision 0, editable, not yet made by anyone (the first up_sum stores it).
 */
export function newDayAnswer(rc: StoredDoc): string {
  return docAnswer(
    'new',
    { ...rc, version: 1, revision: 0, edit: 1, maker: '', note: '', sent_at: null, sent_by: null, opened: 0 },
    'day',
  );
}
