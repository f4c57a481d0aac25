import { describe, expect, it } from 'vitest';
import {
  EDITING_PAST_DAY,
  NO_DATA,
  NULL_DAY,
  SELECT_AREA,
  SELECT_BRANCH,
  SEND_MAIL_FAILED,
  staleRefusal,
  SUCCESS_SAVE,
  SUCCESS_SENT,
} from '../../src/domain/messages';

describe('the error catalogue texts (spec 2 section 8), written once', () => {
  it('load alerts', () => {
    expect(NULL_DAY).toBe('Null Data this Day');
    expect(EDITING_PAST_DAY).toBe('Editing this report day');
  });
  it.each([
    ['SAVE', "Can't SAVE report, please reload page and check again."],
    ['SEND', "Can't SEND report, please reload page and check again."],
    ['EDIT', "Can't EDIT report, please reload page and check again."],
  ] as const)('stale refusal on %s', (action, text) => expect(staleRefusal(action)).toBe(text));
  it('toasts, failures and selections', () => {
    expect([SUCCESS_SAVE, SUCCESS_SENT, SEND_MAIL_FAILED, NO_DATA]).toEqual([
      'SUCCESS SAVE DATA',
      'SUCCESS SENT REPORT DATA',
      'Error when send mail',
      'Have not data',
    ]);
    expect([SELECT_AREA, SELECT_BRANCH]).toEqual(['PLEASE SELECT AREA', 'PLEASE SELECT BRANCH']);
  });
});
