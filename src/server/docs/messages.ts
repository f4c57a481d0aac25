// The spec's words for versioned reports (spec 2 section 8), used by every report kind.
import type { StaleAction } from '../../domain/versions';

export const refusal = (action: StaleAction): string => `Can't ${action} report, please reload page and check again.`;
export const EDITING_PAST_DAY = 'Editing this report day';
export const NULL_DAY = 'Null Data this Day';
export const NOT_LOCKED = 'This sum is not locked: it can be edited without a request';
export const PENDING = 'An edit request for this sum is already waiting for an answer';
export const ANSWERED = 'This request has already been answered';
export const SEND_MAIL_FAILED = 'Error when send mail';
