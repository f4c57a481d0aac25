// The texts a versioned document shows; the spec's words (spec 2 section 8, from src/domain/messages.ts) by default.
import { SEND_MAIL_FAILED, SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
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

export const draftAsideText = (m: DocumentMessages, savedAt: string) =>
  `You have unsaved changes from ${new Date(savedAt).toLocaleString()} based on an older save of ${m.thing}. The ${m.thing.replace(/^this /, '')} shown is the saved one; your changes are kept on this device as a separate copy (user menu, Drafts on this device).`;

export const lockedRestoreText = (m: DocumentMessages) =>
  `${m.thing.replace(/^t/, 'T')} is locked (sent), so the copy cannot be put into it. Open a new version first (REQUEST EDIT); the copy stays on this device.`;
