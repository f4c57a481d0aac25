import { currentLanguage, useT } from '../../lib/i18n';
import type { SurveyEntry, SurveyMonth } from './survey-api';
import { CommentAndReply, EditButton } from './EntryParts';
import { Fragment } from 'react';
import { comeAgain, commentOf, scoreCell, scoreColumns } from './survey-view';
import type { Replies } from './use-replies';

interface Props {
  data: SurveyMonth;
  entries: SurveyEntry[];
  replies: Replies;
  selected: Set<number>;
  onSelect(id: number): void;
  onEdit(e: SurveyEntry): void;
}

/** Tablets: the full table (sticky date column), the ten scores (red at 2 or less) and Q7; the comment and reply on a row of their own below. */
export function ResultTable({ data, entries, replies, selected, onSelect, onEdit }: Props) {
  const t = useT('survey');
  const lang = currentLanguage();
  const cols = scoreColumns(data.branchId, lang);
  const span = cols.length + 4 + (data.canEdit ? 2 : 0);
  return (
    <div className="sv-table-wrap" tabIndex={0}>
      <table className="sv-table" data-testid="survey-table">
        <thead>
          <tr>
            {data.canEdit && <th aria-label={t('Select')} />}
            <th className="sticky">{t('Date')}</th>
            <th>{t('Room')}</th>
            <th>{t('Source')}</th>
            {cols.map((c) => (
              <th key={c.item} className="sv-score-head" title={c.label}>
                {t(c.short)}
              </th>
            ))}
            <th>{t('Again')}</th>
            {data.canEdit && <th aria-label={t('Edit')} />}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <Fragment key={e.id}>
              <tr data-entry={e.id} className={e.status === 'True' ? '' : 'sv-off'}>
                {data.canEdit && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('Select survey {{id}}', { id: e.id })}
                      checked={selected.has(e.id)}
                      onChange={() => onSelect(e.id)}
                    />
                  </td>
                )}
                <td className="sticky">
                  {e.day} <small>{e.time}</small>
                </td>
                <td>{e.room}</td>
                <td>{e.source}</td>
                {cols.map((c) => {
                  const cell = scoreCell(e.answers?.q5[c.index]?.score);
                  return (
                    <td key={c.item} className={cell.red ? 'sv-score red' : 'sv-score'}>
                      {cell.text}
                    </td>
                  );
                })}
                <td>{comeAgain(e, lang)}</td>
                {data.canEdit && (
                  <td>
                    <EditButton e={e} onEdit={onEdit} />
                  </td>
                )}
              </tr>
              {commentOf(e) && (
                <tr data-comment={e.id} className="sv-comment-row">
                  <td colSpan={span}>
                    <CommentAndReply e={e} data={data} replies={replies} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
