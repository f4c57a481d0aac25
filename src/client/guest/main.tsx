// The public survey page's own light entry (no Ionic, no sign-in): /s/<token> is a guest's survey,
// /s/tablet the survey tablet.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SURVEY_LINK_INVALID } from '../../domain/survey';
import './guest.css';
import { Friendly } from './Friendly';
import { SurveyPage } from './SurveyPage';
import { TabletApp } from './TabletApp';

/** A mangled escape (%E3%8) must not break the page: the code then reads as invalid. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

function Root() {
  const [, first, second, ...rest] = window.location.pathname.split('/');
  if (rest.some(Boolean)) return <Friendly status={404} msg={SURVEY_LINK_INVALID} />;
  if (first === 's' && second === 'tablet') return <TabletApp />;
  if (first === 's' && second) return <SurveyPage token={decoded(second)} />;
  return <Friendly status={404} msg={SURVEY_LINK_INVALID} />;
}

createRoot(document.getElementById('guest-root') as HTMLElement).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
