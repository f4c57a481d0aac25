import { IonButton } from '@ionic/react';
import { EXPECTED_MISSING } from '../../../domain/expected';
import { EmptyState } from '../../ui/EmptyState';
import { useExpectedWords } from './expected-text';

/** The month has no plan yet: editors import it from the booking system (MOJA) or start filling it by hand. */
export function MissingPlan({
  canEdit,
  busy,
  onImport,
  onByHand,
}: {
  canEdit: boolean;
  busy: boolean;
  onImport: () => void;
  onByHand: () => void;
}) {
  const { t } = useExpectedWords();
  return (
    <EmptyState
      message={t(EXPECTED_MISSING)}
      hint={
        canEdit
          ? t('Import the bookings from the booking system (MOJA), or start filling the rooms by hand.')
          : t("The branch manager has not made this month's plan yet. Pick another month or branch.")
      }
    >
      {canEdit && (
        <>
          <IonButton onClick={onImport} disabled={busy} data-testid="import-moja">
            {t('Import from MOJA')}
          </IonButton>
          <IonButton fill="outline" onClick={onByHand} data-testid="fill-by-hand">
            {t('Fill by hand')}
          </IonButton>
        </>
      )}
    </EmptyState>
  );
}
