import { IonButton } from '@ionic/react';
import type { ErrorCode } from '../../../contract/errors';
import { EXPECTED_MISSING } from '../../../domain/expected';
import { RECEPTION_EDITING, RECEPTION_MISSING } from '../../../domain/manager-source';
import { EDITING_PAST_DAY, NULL_DAY } from '../../../domain/messages';
import { EmptyState } from '../../ui/EmptyState';
import { useManWords } from './man-words';

// What to do next, by the refusal's code (server refusals) or the spec's message (the screen's own).
const CODES: Partial<Record<ErrorCode, string>> = {
  RC_EDITING_CANT_MAKE: RECEPTION_EDITING,
  RC_MISSING_CANT_MAKE: RECEPTION_MISSING,
  EXPECTED_MISSING,
  EDITING_PAST_DAY,
  NULL_DAY,
};
const HINTS: Record<string, string> = {
  [RECEPTION_EDITING]:
    'The reception sum of this day is still being edited. Please contact the reception to send it, then Load Data again.',
  [RECEPTION_MISSING]:
    'The reception has not made the sum of this day yet. The report is made from the sent reception sum.',
  [EXPECTED_MISSING]: 'The expected plan of this month is missing. Make it on MAN EXPECTED, then Load Data again.',
  [EDITING_PAST_DAY]: 'This version is being edited. Open the current version, or another one from Version / Edit.',
  [NULL_DAY]: 'No report was made for this day. Pick another date and Load Data, or see the versions of this month.',
};

/** No report to show, the spec's reason, and what to do next. */
export function ManEmpty({ msg, code, onVersions }: { msg: string; code?: ErrorCode; onVersions: () => void }) {
  const { t, w } = useManWords();
  // The screen's own messages (NULL_DAY, EDITING_PAST_DAY) are English here; the server's are already translated.
  const reason = (code && CODES[code]) ?? msg;
  const message = !code && msg in HINTS ? w(msg) : msg;
  return (
    <EmptyState message={message} hint={w(HINTS[reason] ?? 'Pick another branch or date and Load Data.')}>
      <IonButton size="small" fill="outline" onClick={onVersions}>
        {t('Version / Edit')}
      </IonButton>
    </EmptyState>
  );
}
