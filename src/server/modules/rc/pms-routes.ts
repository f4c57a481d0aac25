// Where a day's rows come from: the PMS (get_az_database and its re-check) and yesterday's DEBIT CHECK IN rows.
import { rcApi } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { mergePmsRows } from '../../../domain/pms-merge';
import type { ServerContext, ZodApp } from '../../context';
import { HttpError } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';
import { importCheckIns } from './debit-book';
import { route } from '../../kernel/route';
import { pmsRow } from './pms-row';

const policy = { branch: 'branchId' };

export function pmsRoutes(app: ZodApp, { db, pms }: ServerContext): void {
  const read = async (branchId: number, day: string): Promise<InvoiceRow[]> =>
    (await pms.invoicesFor(branchId, day)).map((inv) => pmsRow(inv, branchId));

  route(app, rcApi.fromPms, policy, async (req) => {
    return { status: 1, msg: 'ok', data: await read(checkedBranch(req), req.params.date) };
  });

  /** Re-reads the PMS and merges by HI: new invoices added, changed ones updated and listed, other rows kept. */
  route(app, rcApi.recheckPms, policy, async (req) => {
    const branchId = checkedBranch(req);
    const fresh = await read(branchId, req.params.date);
    let merged: ReturnType<typeof mergePmsRows>;
    try {
      merged = mergePmsRows(req.body.content, fresh, branchId);
    } catch (err) {
      if (err instanceof RangeError) throw new HttpError(400, 'An amount is too large to compute');
      throw err;
    }
    const msg = `${merged.added.length} new invoice(s), ${merged.changed.length} changed invoice(s)`;
    return { status: 1, msg, added: merged.added, changed: merged.changed, content: merged.content };
  });

  /** DEBIT CHECK IN rows of the previous day's sent sum still Debit in the debit book, for this day. */
  route(app, rcApi.importDebit, policy, async (req) => {
    return { status: 1, msg: 'ok', data: await importCheckIns(db, checkedBranch(req), req.params.date) };
  });
}
