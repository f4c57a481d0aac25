import { SurveyScreen } from './SurveyPage';

/** /old_survey_online: the surveys of the old outside survey site, read the same way. */
export default function OldSurveyOnlinePage() {
  return <SurveyScreen generation="old" />;
}
