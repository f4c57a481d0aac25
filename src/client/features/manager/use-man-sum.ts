import { useMemo } from 'react';
import type { ManagerReport } from '../../../domain/manager-report';
import { useDocument, type DocumentState } from '../../lib/document/use-document';
import { useT } from '../../lib/i18n';
import type { ManDoc, ManKey, ManWork } from './man-draft';
import { manDefinition } from './man-document';

const blank: ManWork = { rows: [], maker: '', note: '' };

/** The manager report being viewed or edited: the versioned-document hook with the manager definition. */
export function useManSum(mayWrite: boolean, maker: string) {
  const t = useT('manager');
  const def = useMemo(() => manDefinition({ mayWrite, maker }, t), [mayWrite, maker, t]);
  return useDocument(def, blank);
}
export type ManSumState = DocumentState<ManKey, ManDoc, ManWork, ManagerReport>;
