import { useState } from 'react';
import { auditChanges, auditValueText } from '../../../domain/audit';
import { useT } from '../../lib/i18n';

const SHOWN = 6;

/** before -> after of a trail row, field by field: only the changed keys, a long list folded. */
export function AuditDiff({
  before,
  after,
  context,
}: {
  before: unknown;
  after: unknown;
  context: Record<string, unknown>;
}) {
  const t = useT('admin');
  /** A value as text; an empty text says so in the user's language. */
  const text = (v: unknown, max?: number) => (v === '' ? t('(empty)') : auditValueText(v, max));
  const [all, setAll] = useState(false);
  const changes = auditChanges(before, after);
  const shown = all ? changes : changes.slice(0, SHOWN);
  const ctx = Object.entries(context);
  return (
    <div className="au-diff" data-testid="audit-diff">
      {ctx.length > 0 && <p className="au-context">{ctx.map(([k, v]) => `${k}: ${text(v, 60)}`).join(' · ')}</p>}
      {changes.length === 0 && <p className="sb-muted au-none">{t('No detail')}</p>}
      {shown.length > 0 && (
        <ul className="au-changes">
          {shown.map((c) => (
            <li key={c.key || '(value)'} data-key={c.key}>
              {c.key && <code className="au-key">{c.key}</code>}
              {c.before !== undefined && (
                <>
                  <span className="au-before">{text(c.before)}</span>
                  <span className="au-arrow" aria-label={t('changed to')}>
                    {' '}
                    →{' '}
                  </span>
                </>
              )}
              <span className="au-after">{text(c.after)}</span>
            </li>
          ))}
        </ul>
      )}
      {changes.length > SHOWN && (
        <button type="button" className="au-more" onClick={() => setAll(!all)}>
          {all ? t('Show less') : t('+{{n}} more', { n: changes.length - SHOWN })}
        </button>
      )}
    </div>
  );
}
