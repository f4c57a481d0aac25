import { IonButton, IonSpinner } from '@ionic/react';
import { useState } from 'react';
import { compareWithServer, type Comparison, type DraftItem } from '../lib/document/draft-list';
import { DraftComparison } from './DraftComparison';
import { dateTime } from '../lib/i18n/format';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** One draft or set-aside copy: what it is, when it was kept, and compare / restore / discard. */
export function DraftItemCard({
  item,
  onRestore,
  onDiscard,
}: {
  item: DraftItem;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useT('common');
  const [comparison, setComparison] = useState<Comparison | 'loading' | null>(null);
  const { about, basedOn, work } = item.draft;
  const compare = async () => {
    if (comparison && comparison !== 'loading') {
      setComparison(null);
      return;
    }
    setComparison('loading');
    setComparison(await compareWithServer(item));
  };
  const against =
    comparison && comparison !== 'loading' && comparison.ok && comparison.version !== null
      ? t('version {{version}} as saved now (save {{revision}})', {
          version: comparison.version,
          revision: comparison.revision,
        })
      : t('the server (no sum saved yet)');
  const label = knownLabel(t, about.label);
  return (
    <article className="sb-card sb-draft" data-testid="draft-item">
      <header>
        <h3>
          {label} · {about.title}
        </h3>
        <span className={`sb-draft-kind ${item.aside ? 'aside' : ''}`}>
          {item.aside ? t('Set aside after a conflict') : t('Unsaved changes')}
        </span>
      </header>
      <p className="sb-muted">
        {t('Kept {{time}} · {{count}} rows · based on version {{version}}, save {{revision}}', {
          time: dateTime(item.savedAt),
          count: work.rows.length,
          version: basedOn.version,
          revision: basedOn.revision,
        })}
      </p>
      <div className="sb-draft-actions">
        <IonButton
          size="small"
          fill="outline"
          onClick={() => {
            void compare();
          }}
        >
          {comparison && comparison !== 'loading' ? t('Hide comparison') : t('Compare with server')}
        </IonButton>
        <IonButton size="small" onClick={onRestore}>
          {t('Restore into {{what}}', { what: label })}
        </IonButton>
        <IonButton size="small" fill="clear" color="danger" onClick={onDiscard}>
          {t('Discard')}
        </IonButton>
      </div>
      {comparison === 'loading' && <IonSpinner name="dots" />}
      {comparison &&
        comparison !== 'loading' &&
        (comparison.ok ? (
          <DraftComparison diff={comparison.diff} against={against} />
        ) : (
          <p className="sb-error">{comparison.msg}</p>
        ))}
    </article>
  );
}
