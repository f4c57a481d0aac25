import { IonButton } from '@ionic/react';
import { EXPECTED_MISSING } from '../../../domain/expected';
import { RECEPTION_EDITING, RECEPTION_MISSING } from '../../../domain/manager-source';
import { EDITING_PAST_DAY, NULL_DAY } from '../../../domain/messages';
import { EmptyState } from '../../ui/EmptyState';

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
export function ManEmpty({ msg, onVersions }: { msg: string; onVersions: () => void }) {
  return (
    <EmptyState message={msg} hint={HINTS[msg] ?? 'Pick another branch or date and Load Data.'}>
      <IonButton size="small" fill="outline" onClick={onVersions}>
        Version / Edit
      </IonButton>
    </EmptyState>
  );
}
