import type { ImportedList, RecipientRow } from '../../../contract/support-mail';
import { VirtualCards } from '../../ui/VirtualCards';
import { useT } from '../../lib/i18n';
import type { SmKey } from './sm-text';
import { VirtualTable } from './VirtualTable';

/** The imported list: a table on tablets, cards on phones; rows without a usable address are flagged. */
export function RecipientPreview({ list, fileName, wide }: { list: ImportedList; fileName: string; wide: boolean }) {
  const t = useT('support-mail');
  const valid = list.recipients.length - list.invalid;
  const problem = (r: RecipientRow) => (r.problem ? t(r.problem as SmKey) : undefined);
  const extras = list.columns.slice(2);
  const keyOf = (r: RecipientRow) => String(r.row);
  const summary = (
    <p className="sm-summary" data-testid="sm-summary">
      <strong>{fileName}</strong>: {t('{{count}} recipients', { count: valid })}
      {list.invalid > 0 && (
        <span className="sm-bad"> · {t('{{n}} without a valid e-mail (not sent)', { n: list.invalid })}</span>
      )}
      {list.duplicates.length > 0 && <span> · {t('{{n}} duplicate(s) removed', { n: list.duplicates.length })}</span>}
    </p>
  );
  const rowClass = (r: RecipientRow) => (r.problem ? 'sm-invalid' : '');
  if (wide)
    return (
      <section className="sm-card" aria-label={t('Imported list')}>
        {summary}
        <VirtualTable
          items={list.recipients}
          keyOf={keyOf}
          testId="sm-preview"
          headers={[t('Row'), list.columns[0], list.columns[1], ...extras, t('Check')]}
          columns={`56px minmax(140px, 1fr) minmax(200px, 1.4fr) ${extras.map(() => 'minmax(90px, 1fr)').join(' ')} 150px`}
          rowClass={rowClass}
          cells={(r) => [r.row, r.name, r.email, ...extras.map((c) => r.extra[c] ?? ''), problem(r) ?? 'OK']}
        />
      </section>
    );
  return (
    <section className="sm-card" aria-label={t('Imported list')}>
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
              <strong>{r.name || t('(no name)')}</strong>
              <span className="sm-rowno">{t('row {{n}}', { n: r.row })}</span>
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
            {r.problem && <div className="sm-bad">{problem(r)}</div>}
          </>
        )}
      </VirtualCards>
    </section>
  );
}
