import { SELECT_AREA_BRANCH } from '../../../domain/acc-rules';
import type { useT } from '../../lib/i18n';

export type FindT = ReturnType<typeof useT<'find-bill'>>;

/** The search key checks (domain/validation) and the pick's refusal. */
const KNOWN = ['Key search is empty', 'Length key search > 2', SELECT_AREA_BRANCH] as const;

/** A refusal in the user's language: the domain's checks translated, a server message (already translated) as it is. */
export function findText(t: FindT, msg: string): string {
  return (KNOWN as readonly string[]).includes(msg) ? t(msg as (typeof KNOWN)[number]) : msg;
}
