// Texts of the error catalogue (spec 2 section 8) that both halves use: the server answers them and the
// screen shows them, so each is written once, here. Tests keep asserting the spec's literal wording.

/** "No data for the date": alert "Null Data this Day". */
export const NULL_DAY = 'Null Data this Day';
/** "Report being edited by another": alert "Editing this report day". */
export const EDITING_PAST_DAY = 'Editing this report day';

export type StaleAction = 'SAVE' | 'SEND' | 'EDIT';
/** "Stored version no longer editable": "Can't SAVE report, please reload page and check again." (same wording for SEND and EDIT). */
export function staleRefusal(action: StaleAction): string {
  return `Can't ${action} report, please reload page and check again.`;
}

/** Success toasts of save and send. */
export const SUCCESS_SAVE = 'SUCCESS SAVE DATA';
export const SUCCESS_SENT = 'SUCCESS SENT REPORT DATA';
/** A server failure on send: the mail could not be sent. */
export const SEND_MAIL_FAILED = 'Error when send mail';
/** A search with no result. */
export const NO_DATA = 'Have not data';

/** Missing selections. */
export const SELECT_AREA = 'PLEASE SELECT AREA';
export const SELECT_BRANCH = 'PLEASE SELECT BRANCH';
