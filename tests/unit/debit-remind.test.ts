import { describe, expect, it } from 'vitest';
import { DEFAULT_REMIND_DAYS, remindSteps, stepReached, weekOf } from '../../src/domain/debit-remind';

describe('debit reminder rules', () => {
  it('reads a branch’s steps, the defaults when unset or unusable', () => {
    expect(remindSteps({})).toEqual([...DEFAULT_REMIND_DAYS]);
    expect(remindSteps({ remindDays: [30, 3, 3] })).toEqual([3, 30]);
    expect(remindSteps({ remindDays: ['7', 0, 1.5] })).toEqual([7, 30, 60]);
  });

  it('answers the highest step reached', () => {
    expect(stepReached(6, [7, 30, 60])).toBeNull();
    expect(stepReached(7, [7, 30, 60])).toBe(7);
    expect(stepReached(45, [7, 30, 60])).toBe(30);
    expect(stepReached(400, [7, 30, 60])).toBe(60);
  });

  it('names a week by its Monday', () => {
    expect(weekOf('2031-03-10')).toBe('2031-03-10');
    expect(weekOf('2031-03-16')).toBe('2031-03-10');
    expect(weekOf('2031-03-17')).toBe('2031-03-17');
    expect(weekOf('2026-01-01')).toBe('2025-12-29');
  });
});
