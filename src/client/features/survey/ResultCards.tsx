import { currentLanguage, useT } from '../../lib/i18n';
import { VirtualCards } from '../../ui/VirtualCards';
import type { SurveyEntry, SurveyMonth } from './survey-api';
import { CommentAndReply, EditButton } from './EntryParts';
import { comeAgain, hasLow, scoreCell, scoreColumns } from './survey-view';
import type { Replies } from './use-replies';

/** Phones: one card per survey (virtualised), scores as small chips (red at 2 or less), the comment and reply. */
export function ResultCards({
  data,
  entries,
  replies,
  onEdit,
}: {
  data: SurveyMonth;
  entries: SurveyEntry[];
  replies: Replies;
  onEdit(e: SurveyEntry): void;
}) {
  const t = useT('survey');
  const lang = currentLanguage();
  const cols = scoreColumns(data.branchId, lang);
  return (
    <VirtualCards
      items={entries}
      keyOf={(e) => String(e.id)}
      estimate={170}
      testId="survey-cards"
      cardTestId="survey-card"
      keyAttr="entry"
      cardClass={(e) => (hasLow(e) ? 'sv-card low' : 'sv-card')}
      header={entries.length === 0 ? <p className="rc-empty">{t('No survey in this period.')}</p> : undefined}
    >
      {(e) => (
        <div>
          <div className="sv-card-head">
            <strong>
              {e.day} {e.time}
            </strong>
            <span>{t('Room {{room}}', { room: e.room || '-' })}</span>
            <span className="sv-source">{e.source}</span>
            {data.canEdit && <EditButton e={e} onEdit={onEdit} />}
          </div>
          <div className="sv-chips">
            {cols.map((c) => {
              const cell = scoreCell(e.answers?.q5[c.index]?.score);
              return cell.text ? (
                <span key={c.item} className={cell.red ? 'sv-chip red' : 'sv-chip'} title={c.label}>
                  {t(c.short)} <b>{cell.text}</b>
                </span>
              ) : null;
            })}
            {comeAgain(e) && <span className="sv-chip">{t('Again: {{answer}}', { answer: comeAgain(e, lang) })}</span>}
          </div>
          <CommentAndReply e={e} data={data} replies={replies} />
        </div>
      )}
    </VirtualCards>
  );
}
