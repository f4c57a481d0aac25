// The guest survey page's own logic (src/client/guest): the friendly page for refused codes, what a refused
// send leads to, the tablet's countdown text and the drafts kept in sessionStorage.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surveyToken } from '../../src/contract/survey';
import { SURVEY_LINK_INVALID, SURVEY_TOO_MANY } from '../../src/domain/survey';
import { dropDraft, hasDraft, loadDraft, moveDraft, saveDraft } from '../../src/client/guest/draft';
import {
  backHomeText,
  draftKeyOf,
  friendlyOf,
  roomDraftKeyOf,
  rotenDraftKeyOf,
  sendRefusal,
  TOKEN_SHAPE,
} from '../../src/client/guest/view';

describe('the friendly page of a code that cannot be used', () => {
  it('a revoked code: the server message, then Japanese and Vietnamese, no retry', () => {
    const f = friendlyOf(404, SURVEY_LINK_INVALID);
    expect(f.msg).toBe(SURVEY_LINK_INVALID);
    expect(f.others.ja).toContain('無効');
    expect(f.others.vi).toContain('lễ tân');
    expect(f.retry).toBe(false);
  });
  it('a mangled code (400 from the contract check) reads like a revoked one, not "token: Not a survey code"', () => {
    expect(friendlyOf(400, 'token: Not a survey code')).toEqual(friendlyOf(404, SURVEY_LINK_INVALID));
  });
  it.each([
    [403, 'This tablet is turned off', false],
    [429, SURVEY_TOO_MANY, true],
    [0, 'No connection. Please check the Wi-Fi and try again.', true],
    [500, 'Something went wrong. Please try again.', true],
  ])('status %i keeps the server text %s; retry %s', (status, msg, retry) => {
    const f = friendlyOf(status, msg);
    expect(f.msg).toBe(msg);
    expect(f.retry).toBe(retry);
    expect(f.others.ja).toBeTruthy();
  });
});

describe('a refused send', () => {
  it('409 with the first answers shows them read-only', () => {
    expect(sendRefusal(409, 'ALREADY_ANSWERED', 'room', true)).toEqual({ kind: 'already' });
    expect(sendRefusal(409, 'x', 'room', false)).toEqual({ kind: 'message' });
  });
  it("a reception code with a room the branch does not have goes back to the room step (only 'home' codes)", () => {
    expect(sendRefusal(400, 'ROOM_NUMBER_REQUIRED', 'home', false)).toEqual({ kind: 'room' });
    expect(sendRefusal(400, 'ROOM_NUMBER_REQUIRED', 'room', false)).toEqual({ kind: 'message' });
    expect(sendRefusal(400, 'NOTHING_ANSWERED', 'home', false)).toEqual({ kind: 'message' });
    expect(sendRefusal(429, 'SURVEY_TOO_MANY', 'home', false)).toEqual({ kind: 'message' });
  });
});

describe('texts and keys', () => {
  it('the tablet counts down home in the guest language', () => {
    expect(backHomeText('en', 5)).toBe('Back to the start in 5 s');
    expect(backHomeText('ja', 3)).toBe('3秒後に最初の画面に戻ります');
    expect(backHomeText('vi', 1)).toBe('Quay lại màn hình đầu sau 1 giây');
  });
  it("the page's code check is the contract's", () => {
    for (const t of [
      'AbCdEfGhIjKlMnOp.AbCdEfGhIjKlMnOpQrStUv',
      'abc',
      '',
      'AAAAAAAA.BBBBBBB',
      'a'.repeat(41) + '.bbbbbbbb',
    ])
      expect(TOKEN_SHAPE.test(t)).toBe(surveyToken.safeParse(t).success);
  });
  it('draft keys of a room, the Rotenburo box and the typed room never meet', () => {
    const keys = [draftKeyOf('T', '101'), draftKeyOf('T', 'roten'), rotenDraftKeyOf('T'), roomDraftKeyOf('T')];
    expect(new Set([...keys, draftKeyOf('T', 'room')]).size).toBe(5);
  });
});

describe('drafts in sessionStorage', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('kept, read over the defaults, dropped', () => {
    expect(hasDraft('T:101')).toBe(false);
    saveDraft('T:101', { q8: 'Nice' });
    expect(hasDraft('T:101')).toBe(true);
    expect(loadDraft('T:101', { q1: '', q8: '' })).toEqual({ q1: '', q8: 'Nice' });
    dropDraft('T:101');
    expect(loadDraft('T:101', { q8: '' })).toEqual({ q8: '' });
  });
  it('a corrected room number takes the answers along', () => {
    saveDraft('T:9999', { q8: 'Typed before the room was refused' });
    moveDraft('T:9999', 'T:305');
    expect(hasDraft('T:9999')).toBe(false);
    expect(loadDraft('T:305', { q8: '' }).q8).toBe('Typed before the room was refused');
    moveDraft('T:nothing', 'T:305'); // nothing to move: the draft stays
    expect(hasDraft('T:305')).toBe(true);
  });
  it('a broken or missing store (private mode) falls back to the defaults', () => {
    store.set('survey.T:1', '{not json');
    expect(loadDraft('T:1', { q8: 'x' })).toEqual({ q8: 'x' });
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    expect(() => saveDraft('T:1', {})).not.toThrow();
    expect(hasDraft('T:1')).toBe(false);
  });
});
