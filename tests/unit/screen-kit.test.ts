import { describe, expect, it } from 'vitest';
import { readDateText, readMonthText } from '../../src/domain/dates';
import { offlineText, waitingText } from '../../src/client/ui/offline-text';

describe('readDateText: the one date format, yyyy-mm-dd', () => {
  it.each([
    ['2026-11-28', '2026-11-28'],
    [' 2026-11-28 ', '2026-11-28'],
    ['2026/11/28', '2026-11-28'],
    ['2026.11.28', '2026-11-28'],
    ['2026-1-5', '2026-01-05'],
    ['20261128', '2026-11-28'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(readDateText(text)).toBe(iso);
  });
  it.each(['11/28/2026', '28-11-2026', '2026-02-30', '2026-13-01', '2025-02-29', '2026-11', '', 'today'])(
    'does not read %s',
    (text) => {
      expect(readDateText(text)).toBeNull();
    },
  );
});

describe('readMonthText: months as yyyy-mm', () => {
  it.each([
    ['2026-11', '2026-11'],
    [' 2026/11 ', '2026-11'],
    ['2026.1', '2026-01'],
    ['202611', '2026-11'],
  ])('reads %s as %s', (text, month) => {
    expect(readMonthText(text)).toBe(month);
  });
  it.each(['11/2026', '2026-13', '2026-00', '20261', '2026-11-28', 'November 2026', ''])('does not read %s', (text) => {
    expect(readMonthText(text)).toBeNull();
  });
});

describe('the offline banner: one signal, honest about what waits', () => {
  it('says nothing while the server answers and nothing waits', () => {
    expect(offlineText(true, 0)).toBeNull();
  });
  it('says offline, and how many saves wait', () => {
    expect(offlineText(false, 0)).toBe('Offline: showing what this device kept.');
    expect(offlineText(false, 1)).toBe('Offline: showing what this device kept. 1 save waits to be sent.');
    expect(offlineText(false, 3)).toBe('Offline: showing what this device kept. 3 saves wait to be sent.');
  });
  it('online with saves still waiting says so', () => {
    expect(offlineText(true, 2)).toBe(waitingText(2));
    expect(waitingText(2)).toBe('2 saves wait to be sent.');
  });
});
