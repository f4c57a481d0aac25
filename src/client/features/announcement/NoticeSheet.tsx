import { formatNoticeDate } from '../../../domain/notice';
import type { NoticeDraft } from './notice-draft';

/** The notice paper: the date at the top right, then the lines (read-only: the print copy). */
export function NoticeSheet({ draft, fontSize }: { draft: NoticeDraft; fontSize: number }) {
  return (
    <article className="an-sheet" style={{ fontSize: `${fontSize}px` }} data-font={fontSize}>
      <p className="an-sheet-date">{formatNoticeDate(draft.date)}</p>
      {draft.lines.map((text, i) => (
        <p key={i} className={i === 0 ? 'an-sheet-line an-sheet-title' : 'an-sheet-line'}>
          {text || '\u00a0'}
        </p>
      ))}
    </article>
  );
}
