import { useCallback } from 'react';
import type { Catalogs } from '../../../locales/catalogs';
import { useT } from '../../lib/i18n';

/** A text of the debit catalog: the English text is the key. */
export type DebitText = keyof Catalogs['debit'];

/** Marks a text held in a table (a screen title, an area heading) as a debit catalog key; shown through t(). */
export const debitKey = (english: DebitText): DebitText => english;

/**
 * The debit screens' translate function, and `w` for texts that come from src/domain or are held as data
 * (column headings, payment labels, line states, the spec's messages): their English is the key.
 */
export function useDebitWords() {
  const t = useT('debit');
  const w = useCallback((english: string) => t(english as DebitText), [t]);
  return { t, w };
}
