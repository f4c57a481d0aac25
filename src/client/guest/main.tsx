// The public survey page's own light entry (no Ionic, no sign-in): /s/<token> is a guest's survey,
// /s/tablet the survey tablet.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './guest.css';
import { SurveyPage } from './SurveyPage';
import { TabletApp } from './TabletApp';

function Root() {
  const [, first, second] = window.location.pathname.split('/');
  if (first === 's' && second === 'tablet') return <TabletApp />;
  if (first === 's' && second) return <SurveyPage token={decodeURIComponent(second)} />;
  return (
    <main className="guest friendly">
      <p>This survey link is not valid any more. Please ask the reception for a new one.</p>
    </main>
  );
}

createRoot(document.getElementById('guest-root') as HTMLElement).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
