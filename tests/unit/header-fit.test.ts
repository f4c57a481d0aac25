import { describe, expect, it } from 'vitest';
import { headerFitWidth, twoLineWidth } from '../../src/domain/header-fit';

/** Every character 8 px wide. */
const mono = (t: string) => t.length * 8;

describe('twoLineWidth', () => {
  it.each([
    ['BF', 16],
    ['MS 70P & BT', 6 * 8], // 'MS 70P' / '& BT'
    ['MS 100P & BT', 7 * 8], // 'MS 100P' / '& BT'
    ['Pickup / Transfer', 8 * 8], // 'Pickup /' / 'Transfer'
    ['Guest Pay by Card/Transfer', 13 * 8], // 'Guest Pay by' / 'Card/Transfer'
  ])('%s needs %i px', (label, px) => {
    expect(twoLineWidth(label, mono)).toBe(px);
  });
});

describe('headerFitWidth', () => {
  it('keeps a set width wide enough for its header', () => {
    expect(headerFitWidth(110, 'Amount', mono)).toBe(110);
  });
  it('widens a package column to its two-line header plus padding', () => {
    expect(headerFitWidth(64, 'MS 100P & BT', mono)).toBe(56 + 14);
  });
});
