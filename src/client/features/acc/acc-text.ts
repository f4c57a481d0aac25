import { CANT_SAVE_DATA, SELECT_AREA_BRANCH, SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { MISTAKE_BRANCH, MISTAKE_BRANCH_AREA } from '../../../domain/scope';
import { tr, type useT } from '../../lib/i18n';
import type { Catalogs } from '../../../locales/catalogs';

// The domain's refusals this screen shows (the load check, the branch check, save in the wrong mode), in the
// user's language; any other text (a server message, already translated) is shown as it is.
const KNOWN = [
  SELECT_AREA_BRANCH,
  SELECT_MONTH_VIEW,
  'PLEASE SELECT DATE SUM',
  CANT_SAVE_DATA,
  MISTAKE_BRANCH,
  MISTAKE_BRANCH_AREA,
  'No item selected',
] as const;

export function accText(msg: string): string {
  return (KNOWN as readonly string[]).includes(msg) ? tr('acc')(msg as (typeof KNOWN)[number]) : msg;
}

/** The translate function of this screen's namespace, for its pure helpers (actions, titles). */
export type AccT = ReturnType<typeof useT<'acc'>>;
/** A key of this screen's catalog (a table's label). */
export type AccKey = keyof Catalogs['acc'];
