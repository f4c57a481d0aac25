import { useT } from '../../lib/i18n';
import { useReportConfirms } from '../../ui/use-report-confirms';
import type { ManSumState } from './use-man-sum';

/** The confirmations of spec 3 section 4: SAVE REPORT, SEND REPORT (with the mail note), REQUEST EDIT (with a reason). */
export function useManCommands(sum: ManSumState) {
  const t = useT('manager');
  // Send locks the version and mails the Area Manager; the screen then shows the version as the server answers it.
  return useReportConfirms(sum, {
    save: t('Save this report? It stays editable.'),
    send: t('Send the report by mail to the Area Manager? It will be locked. You may add a note to the mail.'),
    request: {
      message: (next) =>
        t(
          'A notification goes to the Area Manager and the version goes up by 1 (version {{next}}), open for editing at once. Why do you need to edit?',
          { next },
        ),
      input: t('Reason (required)'),
      ok: t('Request edit'),
    },
    // Why REQUEST EDIT needs a reason (document 4 "Versions and edit requests").
    reasonRequired: t('Please input the reason'),
  });
}
