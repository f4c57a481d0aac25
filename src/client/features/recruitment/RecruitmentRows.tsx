import { IonCheckbox } from '@ionic/react';
import { useT } from '../../lib/i18n';
import { RowField, RowStatus } from './RowFields';
import type { RecruitmentState } from './use-recruitment';

/** Tablets: the table (select, #, position, workplace, deadline, state). */
export function RecruitmentTable({ s }: { s: RecruitmentState }) {
  const t = useT('recruitment');
  const rows = s.rows ?? [];
  return (
    <div className="rc-table-wrap">
      <table className="rc-table" data-testid="recruitment-table">
        <thead>
          <tr>
            <th scope="col" className="rc-check">
              <span className="rc-sr">{t('Select')}</span>
            </th>
            <th scope="col" className="rc-num">
              #
            </th>
            <th scope="col">{t('Position')}</th>
            <th scope="col" className="rc-place">
              {t('Workplace')}
            </th>
            <th scope="col" className="rc-deadline">
              {t('Deadline')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r._id} className={s.flagged.has(r._id) ? 'flagged' : ''} data-row-id={r._id}>
              <td className="rc-check">
                <IonCheckbox
                  aria-label={t('Select row {{n}}', { n: i + 1 })}
                  checked={s.selection.selected.has(r._id)}
                  onIonChange={() => s.selection.toggle(r._id)}
                />
              </td>
              <td className="rc-num">
                {i + 1}
                <RowStatus id={r._id} flagged={s.flagged.has(r._id)} changed={s.changed.has(r._id)} />
              </td>
              <td>
                <RowField row={r} n={i + 1} field="position" onChange={s.update} />
              </td>
              <td>
                <RowField row={r} n={i + 1} field="location" onChange={s.update} />
              </td>
              <td>
                <RowField row={r} n={i + 1} field="deadline" onChange={s.update} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per row with the same fields. */
export function RecruitmentCards({ s }: { s: RecruitmentState }) {
  const t = useT('recruitment');
  return (
    <ul className="rc-cards" data-testid="recruitment-cards">
      {(s.rows ?? []).map((r, i) => (
        <li key={r._id} className={`sb-card rc-card${s.flagged.has(r._id) ? ' flagged' : ''}`} data-row-id={r._id}>
          <div className="rc-card-head">
            <IonCheckbox
              labelPlacement="end"
              justify="start"
              checked={s.selection.selected.has(r._id)}
              onIonChange={() => s.selection.toggle(r._id)}
            >
              {t('Row {{n}}', { n: i + 1 })}
            </IonCheckbox>
            <RowStatus id={r._id} flagged={s.flagged.has(r._id)} changed={s.changed.has(r._id)} />
          </div>
          <label className="rc-card-field">
            <span>{t('Position')}</span>
            <RowField row={r} n={i + 1} field="position" onChange={s.update} />
          </label>
          <div className="rc-card-pair">
            <label className="rc-card-field">
              <span>{t('Workplace')}</span>
              <RowField row={r} n={i + 1} field="location" onChange={s.update} />
            </label>
            <label className="rc-card-field">
              <span>{t('Deadline')}</span>
              <RowField row={r} n={i + 1} field="deadline" onChange={s.update} />
            </label>
          </div>
        </li>
      ))}
    </ul>
  );
}
