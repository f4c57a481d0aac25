import type { RowDiff } from '../lib/document/row-diff';

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
        {items.length > MAX && <li className="sb-muted">and {items.length - MAX} more</li>}
      </ul>
    </section>
  );
}

/** Rows added, removed and changed by a draft against the server's version, by row ID. */
export function DraftComparison({ diff, against }: { diff: RowDiff; against: string }) {
  const none = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <div className="sb-diff" data-testid="draft-comparison">
      <p className="sb-muted">Against {against}:</p>
      {none && <p>Same rows as the server's version.</p>}
      <Section title="Rows only in your copy" items={diff.added} testId="diff-added" />
      <Section title="Rows not in your copy" items={diff.removed} testId="diff-removed" />
      <Section
        title="Rows changed in your copy (server → yours)"
        testId="diff-changed"
        items={diff.changed.map((c) => ({
          id: c.id,
          label: c.label,
          detail:
            c.fields
              .slice(0, 6)
              .map((f) => `${f.field}: ${f.from} → ${f.to}`)
              .join('; ') + (c.fields.length > 6 ? `; +${c.fields.length - 6} more` : ''),
        }))}
      />
    </div>
  );
}
