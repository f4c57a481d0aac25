// Where a day report starts: that day's reception sum (its latest version). It must be sent:
// "Reception Editing Sum - Can't make report" (409) while reception still edits it, "Not Find Reception
// Sum - Can't make report" (404) when there is none. Taking it over, the hotel charges reception typed fill
// the accountant's empty charge columns (domain/rc-charges.ts), sub and totals recomputed as a save does.
import { RC_EDITING_CANT_MAKE, RC_MISSING_CANT_MAKE } from '../../../domain/acc-rules';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { takeOverCharges } from '../../../domain/rc-charges';
import { RECEPTION_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { prepareRows } from '../../docs/invoice-rows';
import { docAnswer, latestDoc, type StoredDoc } from '../../docs/store';
import { HttpError, parseJson } from '../../lib/util';

/** The day's sent reception sum (its latest version), or the spec's refusal. */
export async function sentReceptionSum(db: Db, branchId: number, day: string): Promise<StoredDoc> {
  const rc = await latestDoc(db, RECEPTION_KIND, branchId, day);
  if (!rc) throw new HttpError(404, RC_MISSING_CANT_MAKE);
  if (rc.edit === 1) throw new HttpError(409, RC_EDITING_CANT_MAKE);
  return rc;
}

/** The reception sum's rows as the accountant sum starts from them: reception's charges in the empty columns. */
export function takenOverRows(rc: StoredDoc): InvoiceRow[] {
  return parseJson<InvoiceRow[]>(rc.content, []).map(takeOverCharges);
}

/** The reception sum taken over: unchanged when no row has reception charges, else its rows and totals recomputed. */
function takenOver(rc: StoredDoc): StoredDoc {
  if (!rc.content.includes('"rcCharges"')) return rc;
  const prepared = prepareRows(takenOverRows(rc), rc.branch_id, rc.period);
  return { ...rc, content: prepared.content, totals: JSON.stringify(prepared.totals) };
}

/**
 * view_sum of a day without an accountant sum: `{status:1, msg:'new', data}` with the reception sum's rows
 * and totals (taken over) as version 1 revision 0, editable, not yet made by anyone (the first up_sum stores it).
 */
export function newDayAnswer(rc: StoredDoc): string {
  return docAnswer(
    'new',
    {
      ...takenOver(rc),
      version: 1,
      revision: 0,
      edit: 1,
      maker: '',
      note: '',
      sent_at: null,
      sent_by: null,
      opened: 0,
    },
    'day',
  );
}
