import type { RowDiff } from '../lib/document/row-diff';

import { useT } from '../lib/i18n';

const MAX = 30;

function Section({
  title,
  items,
  testId,
}: {
  title: string;
  items: { id: string; label: string; detail?: string }[];
  testId: string;
}) {
  const t = useT('common');
  if (items.length === 0) return null;
  return (
    <section className="sb-diff-section" data-testid={testId}>
      <h4>
        {title} ({items.length})
      </h4>
      <ul>
        {items.slice(0, MAX).map((i) => (
          <li key={i.id}>
            <strong>{i.label}</strong>
            {i.detail && <span className="sb-diff-detail">{i.detail}</span>}
          </li>
        ))}
        {items.length > MAX && <li className="sb-muted">{t('and {{n}} more', { n: items.length - MAX })}</li>}
      </ul>
    </section>
  );
}

/** Rows added, removed and changed by a draft against the server's version, by row ID. */
export function DraftComparison({ diff, against }: { diff: RowDiff; against: string }) {
  const t = useT('common');
  const none = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <div className="sb-diff" data-testid="draft-comparison">
      <p className="sb-muted">{t('Against {{what}}:', { what: against })}</p>
      {none && <p>{t("Same rows as the server's version.")}</p>}
      <Section title={t('Rows only in your copy')} items={diff.added} testId="diff-added" />
      <Section title={t('Rows not in your copy')} items={diff.removed} testId="diff-removed" />
      <Section
        title={t('Rows changed in your copy (server → yours)')}
        testId="diff-changed"
        items={diff.changed.map((c) => ({
          id: c.id,
          label: c.label,
          detail:
            c.fields
              .slice(0, 6)
              .map((f) => `${f.field}: ${f.from} → ${f.to}`)
              .join('; ') + (c.fields.length > 6 ? t('; +{{n}} more', { n: c.fields.length - 6 }) : ''),
        }))}
      />
    </div>
  );
}
