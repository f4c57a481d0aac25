import { IonIcon } from '@ionic/react';
import { playCircleOutline } from 'ionicons/icons';
import { useT } from '../../lib/i18n';
import type { Video } from './education-api';

/** The videos as cards (title, description, category); a card opens the player. */
export function VideoCards({
  videos,
  showCategory,
  onOpen,
}: {
  videos: Video[];
  showCategory: boolean;
  onOpen: (v: Video) => void;
}) {
  const t = useT('education');
  return (
    <ul className="edu-cards" data-testid="video-cards">
      {videos.map((v) => (
        <li key={v.id}>
          <button
            type="button"
            className="edu-card"
            onClick={() => onOpen(v)}
            aria-label={t('Play {{title}}', { title: v.title })}
          >
            <IonIcon icon={playCircleOutline} className="edu-play" aria-hidden="true" />
            <span className="edu-text">
              <strong className="edu-title">{v.title}</strong>
              <span className="edu-desc">{v.description}</span>
              {showCategory && (
                <span className="edu-meta">
                  {v.category}
                  {v.sub ? ` › ${v.sub}` : ''}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
