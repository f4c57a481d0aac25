import { createPortal } from 'react-dom';
import { printFont } from '../../../domain/notice';
import type { NoticeDraft } from './notice-draft';
import { NoticeSheet } from './NoticeSheet';

/**
 * The notice as printed: a direct child of <body>, hidden on screen; under @media print it is the only thing
 * shown (announcement.css), at the chosen font size plus 5 (spec 3 section 9 "printing adds 5").
 */
export function NoticePrint({ draft }: { draft: NoticeDraft }) {
  return createPortal(
    <div className="an-print-root" data-testid="an-print">
      <NoticeSheet draft={draft} fontSize={printFont(draft.fontSize)} />
    </div>,
    document.body,
  );
}
