import { IonRefresher, IonRefresherContent } from '@ionic/react';

/** Ionic's refresher: a pull runs the screen's reloads, and the spinner stays until they are done. */
export default function PullRefresherView({ run }: { run: () => Promise<void> }) {
  return (
    <IonRefresher
      slot="fixed"
      data-testid="pull-refresh"
      onIonRefresh={(e) => void run().finally(() => e.detail.complete())}
    >
      <IonRefresherContent />
    </IonRefresher>
  );
}
