import type { ImportedList, RecipientRow } from '../../../contract/support-mail';
import { VirtualCards } from '../../ui/VirtualCards';
import { VirtualTable } from './VirtualTable';

/** The imported list: a table on tablets, cards on phones; rows without a usable address are flagged. */
export function RecipientPreview({ list, fileName, wide }: { list: ImportedList; fileName: string; wide: boolean }) {
  const valid = list.recipients.length - list.invalid;
  const extras = list.columns.slice(2);
  const keyOf = (r: RecipientRow) => String(r.row);
  const summary = (
    <p className="sm-summary" data-testid="sm-summary">
      <strong>{fileName}</strong>: {valid} recipient{valid === 1 ? '' : 's'}
      {list.invalid > 0 && <span className="sm-bad"> · {list.invalid} without a valid e-mail (not sent)</span>}
      {list.duplicates.length > 0 && <span> · {list.duplicates.length} duplicate(s) removed</span>}
    </p>
  );
  const rowClass = (r: RecipientRow) => (r.problem ? 'sm-invalid' : '');
  if (wide)
    return (
      <section className="sm-card" aria-label="Imported list">
        {summary}
        <VirtualTable
          items={list.recipients}
          keyOf={keyOf}
          testId="sm-preview"
          headers={['Row', list.columns[0], list.columns[1], ...extras, 'Check']}
          columns={`56px minmax(140px, 1fr) minmax(200px, 1.4fr) ${extras.map(() => 'minmax(90px, 1fr)').join(' ')} 150px`}
          rowClass={rowClass}
          cells={(r) => [r.row, r.name, r.email, ...extras.map((c) => r.extra[c] ?? ''), r.problem ?? 'OK']}
        />
      </section>
    );
  return (
    <section className="sm-card" aria-label="Imported list">
      {summary}
      <VirtualCards
        items={list.recipients}
        keyOf={keyOf}
        estimate={76}
        testId="sm-preview"
        cardTestId="sm-preview-card"
        className="sm-cards"
        cardClass={(r) => `sm-pcard ${rowClass(r)}`}
      >
        {(r) => (
          <>
            <div className="sm-pcard-top">
              <strong>{r.name || '(no name)'}</strong>
              <span className="sm-rowno">row {r.row}</span>
            </div>
            <div className="sm-email">{r.email || '—'}</div>
            {extras.some((c) => r.extra[c]) && (
              <div className="sm-extra">
                {extras
                  .filter((c) => r.extra[c])
                  .map((c) => `${c}: ${r.extra[c]}`)
                  .join(' · ')}
              </div>
            )}
            {r.problem && <div className="sm-bad">{r.problem}</div>}
          </>
        )}
      </VirtualCards>
    </section>
  );
}
