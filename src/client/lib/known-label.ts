import { hasText } from './i18n';
import type { Catalogs } from '../../locales/catalogs';

type CommonKey = keyof Catalogs['common'];

/**
 * A label from data (a tab or tool of the access map, a report's name kept with a draft) in the user's
 * language. An administrator may name a tab freely: a label the catalog does not hold is shown as it is.
 */
export function knownLabel(t: (key: CommonKey) => string, label: string): string {
  return hasText('common', label) ? t(label as CommonKey) : label;
}
