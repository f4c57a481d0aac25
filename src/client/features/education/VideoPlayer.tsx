import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useT } from '../../lib/i18n';
import { useReachable } from '../../lib/reachability';
import { playerUrl, type Video } from './education-api';

/**
 * The player, made only while a video is open (no iframe before): the privacy-enhanced YouTube embed in a
 * sheet, the title and description under it. Without network it says so instead of a blank frame.
 */
export function VideoPlayer({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const t = useT('education');
  const online = useReachable();
  return (
    <IonModal isOpen={!!video} onDidDismiss={onClose} className="edu-player-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{video?.title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {video && (
          <div className="edu-player" data-testid="video-player">
            {online ? (
              <div className="edu-frame">
                <iframe
                  src={playerUrl(video.id)}
                  title={video.title}
                  allow="encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                />
              </div>
            ) : (
              <p className="sb-error" role="alert">
                {t('The video needs a network connection. The list and the search still work offline.')}
              </p>
            )}
            <h2>{video.title}</h2>
            <p className="edu-meta">
              {video.category}
              {video.sub ? ` › ${video.sub}` : ''}
            </p>
            <p>{video.description}</p>
          </div>
        )}
      </IonContent>
    </IonModal>
  );
}
