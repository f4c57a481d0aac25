import type { ExcelPreview } from '../../../contract/input-excel';
import { useT } from '../../lib/i18n';

type Row = ExcelPreview['rows'][number];

/** The rows that will be imported: a table on the tablet. */
export function PreviewTable({ columns, rows }: { columns: string[]; rows: Row[] }) {
  const t = useT('input-excel');
  return (
    <div className="ix-table-wrap">
      <table className="ix-table" data-testid="ix-table">
        <thead>
          <tr>
            <th scope="col">{t('Row')}</th>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} data-row={r.row}>
              <th scope="row">{r.row}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as cards on the phone: the first cells as the title, the others as labelled lines. */
export function PreviewCards({ columns, rows }: { columns: string[]; rows: Row[] }) {
  const t = useT('input-excel');
  return (
    <ul className="ix-cards" data-testid="ix-cards">
      {rows.map((r) => (
        <li key={r.row} className="ix-card" data-row={r.row}>
          <div className="ix-card-head">
            <strong>{r.cells.slice(0, 3).filter(Boolean).join(' · ')}</strong>
            <span className="sb-muted">{t('row {{row}}', { row: r.row })}</span>
          </div>
          <dl>
            {r.cells.slice(3).map((c, i) =>
              c === '' ? null : (
                <div key={i}>
                  <dt>{columns[i + 3]}</dt>
                  <dd>{c}</dd>
                </div>
              ),
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The sheet rows left out, each with its reason. */
export function Refusals({ refusals }: { refusals: ExcelPreview['refusals'] }) {
  const t = useT('input-excel');
  if (refusals.length === 0) return null;
  return (
    <section className="ix-refusals" aria-label={t('Refused rows')} data-testid="ix-refusals">
      <h3>{t('Refused rows ({{n}})', { n: refusals.length })}</h3>
      <ul>
        {refusals.map((r) => (
          <li key={r.row} data-row={r.row}>
            {t('row {{row}}: {{msg}}', { row: r.row, msg: r.msg })}
          </li>
        ))}
      </ul>
    </section>
  );
}
