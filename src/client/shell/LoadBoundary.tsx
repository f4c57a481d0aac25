import { IonButton } from '@ionic/react';
import { Component, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { EmptyState } from '../ui/EmptyState';

// A lazily loaded piece whose code could not be fetched (the device went offline before the service worker had
// cached it) throws when drawn; without a boundary React would take the whole app off the screen. A screen shows
// why and offers to try again; a background piece (the update prompt, Web Push, the drafts list) is left out.

interface Props {
  /** What stands in its place: nothing for a background piece. */
  fallback: ReactNode;
  children: ReactNode;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A screen that could not be loaded: the reason, and a reload (the app's shell comes from the device). */
export function ScreenFailed() {
  const t = useT('common');
  return (
    <EmptyState message={t('This screen could not be loaded')} hint={t('Check the connection, then try again.')}>
      <IonButton onClick={() => window.location.reload()}>{t('Try again')}</IonButton>
    </EmptyState>
  );
}
