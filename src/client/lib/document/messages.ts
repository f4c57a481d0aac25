// The texts a versioned document shows; the spec's words (spec 2 section 8, from src/domain/messages.ts) by default.
import { SEND_MAIL_FAILED, SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
import { tr } from '../i18n';
import { dateTime } from '../i18n/format';
import { knownLabel } from '../known-label';

export interface DocumentMessages {
  loaded: string;
  stale: string;
  saved: string;
  sent: string;
  saveFailed: string;
  sendFailed: string;
  saveQueued: string;
  sendQueued: string;
  busy: string;
  requestSent: string;
  /** Header of save failures and of outbox refusals. */
  updateStage: string;
  sendStage: string;
  /** "this sum", "this report": in the draft texts. */
  thing: string;
}

export const DEFAULT_MESSAGES: DocumentMessages = {
  loaded: 'SUCCESS LOAD DATA FROM SERVER',
  stale: 'Offline: showing the copy kept on this device.',
  saved: SUCCESS_SAVE,
  sent: SUCCESS_SENT,
  saveFailed: 'Error when save data',
  sendFailed: SEND_MAIL_FAILED,
  saveQueued: 'Saved on this device: it will be sent when you are back online.',
  sendQueued: 'The report will be sent when you are back online.',
  busy: 'Saving… please try again in a moment.',
  requestSent: 'Your request was sent.',
  updateStage: 'Update data',
  sendStage: 'Sent Mail',
  thing: 'this report',
};

/**
 * A document's message in the user's language, when shown: the texts above and the features' own (the
 * spec's words) are keys of the common catalog; one it does not hold is shown as it is.
 */
export const shownMessage = (text: string): string => knownLabel(tr('common'), text);

export const draftAsideText = (m: DocumentMessages, savedAt: string) =>
  tr('common')(
    'You have unsaved changes from {{time}} based on an older save of {{thing}}. The {{what}} shown is the saved one; your changes are kept on this device as a separate copy (user menu, Drafts on this device).',
    { time: dateTime(savedAt), thing: shownMessage(m.thing), what: shownMessage(m.thing.replace(/^this /, '')) },
  );

export const lockedRestoreText = (m: DocumentMessages) =>
  tr('common')(
    '{{Thing}} is locked (sent), so the copy cannot be put into it. Open a new version first (REQUEST EDIT); the copy stays on this device.',
    { Thing: shownMessage(m.thing.replace(/^t/, 'T')) },
  );
