import { IonButton, IonSpinner } from '@ionic/react';
import { useState } from 'react';
import { compareWithServer, type Comparison, type DraftItem } from '../lib/document/draft-list';
import { DraftComparison } from './DraftComparison';

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
      ? `version ${comparison.version} as saved now (save ${comparison.revision})`
      : 'the server (no sum saved yet)';
  return (
    <article className="sb-card sb-draft" data-testid="draft-item">
      <header>
        <h3>
          {about.label} · {about.title}
        </h3>
        <span className={`sb-draft-kind ${item.aside ? 'aside' : ''}`}>
          {item.aside ? 'Set aside after a conflict' : 'Unsaved changes'}
        </span>
      </header>
      <p className="sb-muted">
        Kept {new Date(item.savedAt).toLocaleString()} · {work.rows.length} row{work.rows.length === 1 ? '' : 's'} ·
        based on version {basedOn.version}, save {basedOn.revision}
      </p>
      <div className="sb-draft-actions">
        <IonButton
          size="small"
          fill="outline"
          onClick={() => {
            void compare();
          }}
        >
          {comparison && comparison !== 'loading' ? 'Hide comparison' : 'Compare with server'}
        </IonButton>
        <IonButton size="small" onClick={onRestore}>
          Restore into {about.label}
        </IonButton>
        <IonButton size="small" fill="clear" color="danger" onClick={onDiscard}>
          Discard
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
