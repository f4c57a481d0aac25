// The words of versioned reports: the spec's (spec 2 section 8) come from src/domain/messages.ts, shared
// with the screens; the edit-request texts the spec does not give are the core's own.
export { EDITING_PAST_DAY, NULL_DAY, SEND_MAIL_FAILED, staleRefusal as refusal } from '../../domain/messages';
export const NOT_LOCKED = 'This sum is not locked: it can be edited without a request';
export const PENDING = 'An edit request for this sum is already waiting for an answer';
export const ANSWERED = 'This request has already been answered';
