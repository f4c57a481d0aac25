import { useT } from '../../lib/i18n';
import type { SurveyMonth } from './survey-api';
import { CommentAndReply } from './EntryParts';
import type { Replies } from './use-replies';

/** Roten Opinion: the Rotenburo survey's free texts, newest first, with the supervisor's replies. */
export function RotenView({ data, replies }: { data: SurveyMonth; replies: Replies }) {
  const t = useT('survey');
  const list = data.entries
    .filter((e) => e.kind === 'roten')
    .sort((a, b) => (b.day + b.time).localeCompare(a.day + a.time));
  if (list.length === 0) return <p className="rc-empty">{t('No Rotenburo opinion this month.')}</p>;
  return (
    <ul className="sv-roten" data-testid="roten-list">
      {list.map((e) => (
        <li key={e.id} className="sv-card">
          <div className="sv-card-head">
            <strong>
              {e.day} {e.time}
            </strong>
          </div>
          <CommentAndReply e={e} data={data} replies={replies} kind="roten" />
        </li>
      ))}
    </ul>
  );
}
