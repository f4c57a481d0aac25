import { useCallback } from 'react';
import type { Catalogs } from '../../../locales/catalogs';
import { useT } from '../../lib/i18n';

/** A text of the expected catalog: the English text is the key. */
export type ExpectedText = keyof Catalogs['expected'];

/**
 * The plan screen's translate function, and `w` for texts held as data or from src/domain (the spec's
 * messages kept with a conflict, a picker's refusal): their English is the key.
 */
export function useExpectedWords() {
  const t = useT('expected');
  const w = useCallback((english: string) => t(english as ExpectedText), [t]);
  return { t, w };
}
