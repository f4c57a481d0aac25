import { useCallback } from 'react';
import type { Catalogs } from '../../../locales/catalogs';
import { useT } from '../../lib/i18n';

/** A text of the manager catalog: the English text is the key. */
export type ManText = keyof Catalogs['manager'];

/** Marks a text held in a table (a chart series' name) as a manager catalog key; shown through t(). */
export const manKey = (english: ManText): ManText => english;

/**
 * The manager screens' translate function, and `w` for texts that come from src/domain or the server's answer
 * (line names, section titles, total rows, the spec's messages): their English is the key.
 */
export function useManWords() {
  const t = useT('manager');
  const w = useCallback((english: string) => t(english as ManText), [t]);
  return { t, w };
}
