import { contentFields, type ContentPath } from '../../../domain/content';
import { useT } from '../../lib/i18n';

const samePath = (a: ContentPath | null, b: ContentPath) =>
  !!a && a.length >= b.length && b.every((s, i) => a[i] === s);

/**
 * The fields of an object (or the items of an array): key and value, read-only. Array and object fields
 * are buttons that open them (`onOpen` with their path); the one open is marked.
 */
export function ContentFields({
  value,
  path,
  open,
  onOpen,
  testId,
}: {
  value: unknown;
  path: ContentPath;
  open: ContentPath | null;
  onOpen: (path: ContentPath) => void;
  testId?: string;
}) {
  const t = useT('content');
  const fields = contentFields(value);
  const isList = Array.isArray(value);
  if (fields.length === 0) return <p className="sb-muted">{t('No fields.')}</p>;
  return (
    <dl className="ce-fields" data-testid={testId}>
      {fields.map((f) => {
        const step = isList ? Number(f.key) - 1 : f.key;
        const own = [...path, step];
        if (f.kind === 'text')
          return (
            <div key={f.key} className="ce-field" data-key={f.key}>
              <dt>{f.key}</dt>
              <dd className="ce-value">{f.text === '' ? <span className="sb-muted">{t('(empty)')}</span> : f.text}</dd>
            </div>
          );
        const opened = samePath(open, own);
        return (
          <div key={f.key} className="ce-field" data-key={f.key}>
            <dt>{f.key}</dt>
            <dd>
              <button
                type="button"
                className={`ce-open${opened ? ' active' : ''}`}
                aria-expanded={opened}
                data-testid="ce-open"
                onClick={() => onOpen(own)}
              >
                <span>
                  {f.kind === 'array'
                    ? t('[ {{count}} items ]', { count: f.count })
                    : t('{ {{count}} fields }', { count: f.count })}
                </span>
                <span aria-hidden="true">›</span>
              </button>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
