import { useMemo } from 'react';
import { useT } from '../../lib/i18n';
import { useDocument, type DocumentState } from '../../lib/document/use-document';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { rcDefinition } from './rc-document';
import type { Doc, SumKey, Work } from './rc-draft';

export type { SumKey } from './rc-draft';
export type { Status } from '../../lib/document/types';

const blank: Work = { rows: [], maker: '', note: '' };

/** The reception sum being viewed or edited: the generic versioned-document hook with the rc definition. */
export function useRcSum(role: number, defaultMaker: string) {
  const t = useT('rc');
  const def = useMemo(() => rcDefinition({ role, defaultMaker }, t), [role, defaultMaker, t]);
  return useDocument(def, blank);
}
export type RcSumState = DocumentState<SumKey, Doc, Work, InvoiceRow>;
