import { describe, expect, it } from 'vitest';
import { withinReplayGrace } from '../../src/domain/replay-grace';

// Branch 3 is in Asia/Ho_Chi_Minh (UTC+7), branch 14 in Asia/Yangon (UTC+6:30).
const at = (local: string, offset = '+07:00') => new Date(`${local}${offset}`);
const iso = (local: string, offset = '+07:00') => at(local, offset).toISOString();

describe('withinReplayGrace: a save first tried on its day, replayed the next morning', () => {
  it.each([
    [
      'queued 23:30, replayed 08:00 next day',
      3,
      '2026-05-01',
      iso('2026-05-01T23:30:00'),
      at('2026-05-02T08:00:00'),
      true,
    ],
    [
      'queued 23:30, replayed 11:59 next day',
      3,
      '2026-05-01',
      iso('2026-05-01T23:30:00'),
      at('2026-05-02T11:59:00'),
      true,
    ],
    [
      'queued 23:30, replayed at noon next day',
      3,
      '2026-05-01',
      iso('2026-05-01T23:30:00'),
      at('2026-05-02T12:00:00'),
      false,
    ],
    [
      'queued after midnight (already the next day)',
      3,
      '2026-05-01',
      iso('2026-05-02T00:10:00'),
      at('2026-05-02T08:00:00'),
      false,
    ],
    ['replayed two days later', 3, '2026-05-01', iso('2026-05-01T23:30:00'), at('2026-05-03T08:00:00'), false],
    ['a queued time in the future', 3, '2026-05-01', iso('2026-05-02T09:00:00'), at('2026-05-02T08:00:00'), false],
    ['no queued time', 3, '2026-05-01', undefined, at('2026-05-02T08:00:00'), false],
    ['a queued time that is not a date', 3, '2026-05-01', 'yesterday', at('2026-05-02T08:00:00'), false],
    [
      'month end: queued 31 May 23:00, replayed 1 June 10:00',
      3,
      '2026-05-31',
      iso('2026-05-31T23:00:00'),
      at('2026-06-01T10:00:00'),
      true,
    ],
    [
      'Yangon: queued 23:50 local, replayed 11:00 local',
      14,
      '2026-05-01',
      iso('2026-05-01T23:50:00', '+06:30'),
      at('2026-05-02T11:00:00', '+06:30'),
      true,
    ],
  ] as const)('%s', (_name, branch, period, queuedAt, now, expected) => {
    expect(withinReplayGrace(branch, period, queuedAt, now)).toBe(expected);
  });
});
