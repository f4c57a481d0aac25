import { IonButton } from '@ionic/react';
import { contentAt, contentPathLabel, type ContentPath } from '../../../domain/content';
import { useT } from '../../lib/i18n';
import { ContentFields } from './ContentFields';

/** One level up from an opened field: its parent field, skipping the array position it sits in. */
export function parentOf(path: ContentPath): ContentPath | null {
  const up = path.slice(0, -1);
  if (typeof up[up.length - 1] === 'number') up.pop();
  return up.length > 0 ? up : null;
}

/** The opened array (its items, each object item as a card) or object (its fields), read-only. */
export function DrillBody({
  root,
  path,
  onOpen,
}: {
  root: unknown;
  path: ContentPath;
  onOpen: (path: ContentPath) => void;
}) {
  const t = useT('content');
  const value = contentAt(root, path);
  if (!Array.isArray(value))
    return <ContentFields value={value} path={path} open={null} onOpen={onOpen} testId="ce-drill-fields" />;
  if (value.length === 0) return <p className="sb-muted">{t('No items.')}</p>;
  return (
    <ol className="ce-items" data-testid="ce-items">
      {value.map((item, i) => {
        const own = [...path, i];
        const isObject = !!item && typeof item === 'object' && !Array.isArray(item);
        return (
          <li key={i} className="ce-item" data-testid="ce-item">
            {isObject ? (
              <>
                <span className="ce-index ce-item-no">{i + 1}</span>
                <ContentFields value={item} path={own} open={null} onOpen={onOpen} />
              </>
            ) : Array.isArray(item) ? (
              <button type="button" className="ce-open" onClick={() => onOpen(own)}>
                <span>{t('{{no}}. [ {{count}} items ]', { no: i + 1, count: item.length })}</span>
                <span aria-hidden="true">›</span>
              </button>
            ) : (
              <p className="ce-value">
                <span className="ce-index">{i + 1}</span> {String(item ?? '')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The second column (tablets): where the opened field is, a way back up, and its items. */
export function DrillColumn({
  root,
  path,
  onOpen,
}: {
  root: unknown;
  path: ContentPath | null;
  onOpen: (path: ContentPath | null) => void;
}) {
  const t = useT('content');
  if (!path) return <p className="sb-muted ce-hint">{t('Open an array field to see its items here.')}</p>;
  const up = parentOf(path);
  return (
    <section className="ce-drill" data-testid="ce-drill" aria-label={contentPathLabel(path, root)}>
      <header className="ce-drill-head">
        <strong className="ce-crumb">{contentPathLabel(path, root)}</strong>
        {up && (
          <IonButton size="small" fill="outline" onClick={() => onOpen(up)}>
            {t('Back')}
          </IonButton>
        )}
        <IonButton size="small" fill="clear" onClick={() => onOpen(null)}>
          {t('Close')}
        </IonButton>
      </header>
      <DrillBody root={root} path={path} onOpen={onOpen} />
    </section>
  );
}
