// The reception wallet (/calculated_rc_wallet) on the spec's defaults (spec 3 section 9): VND wallet
// 22,000,000, USD wallet 100, notes 500,000 .. 1,000, yen rates 180-195 (x 10,000), USD rates
// 21,000-24,000, five expense and five sale lines; the result is surplus, shortage or enough.
import { describe, expect, it } from 'vitest';
import { DENOMINATIONS, walletCalc, WALLET_LINES, WALLET_VND } from '../../src/domain/tools';

const none = [0, 0, 0, 0];
/** Counts per denomination giving `amount` greedily. */
const notes = (amount: number) => {
  let left = amount;
  return DENOMINATIONS.map((d) => {
    const n = Math.floor(left / d);
    left -= n * d;
    return n;
  });
};

describe('wallet result on the spec defaults', () => {
  it('enough: the 22,000,000 wallet counted back exactly', () => {
    const r = walletCalc({ counts: notes(WALLET_VND), yenQty: none, usdQty: none, expenses: [], sales: [] });
    expect(r).toMatchObject({ counted: 22_000_000, expected: 22_000_000, difference: 0, result: 'enough' });
  });

  it('surplus: sales 3,500,000 and expenses 450,000, counted 25,100,000 (50,000 over)', () => {
    const r = walletCalc({
      counts: notes(25_100_000),
      yenQty: none,
      usdQty: none,
      expenses: [200_000, 250_000, 0, 0, 0],
      sales: [1_000_000, 2_500_000, 0, 0, 0],
    });
    expect(r).toMatchObject({ expected: 25_050_000, difference: 50_000, result: 'surplus' });
  });

  it('shortage: yen bought at 190 (2 x 10,000) and 100 dollars at 23,000 paid out of the wallet', () => {
    // 22,000,000 - 190 x 2 x 10,000 - 23,000 x 100 = 22,000,000 - 3,800,000 - 2,300,000 = 15,900,000
    const r = walletCalc({
      counts: notes(15_899_000),
      yenQty: [0, 0, 2, 0],
      usdQty: [0, 0, 100, 0],
      expenses: [],
      sales: [],
    });
    expect(r).toMatchObject({ counted: 15_899_000, expected: 15_900_000, difference: -1_000, result: 'shortage' });
    expect(r.usdExpected).toBe(200); // 100 wallet + 100 bought
  });

  it('every denomination counts at its face value', () => {
    const r = walletCalc({ counts: DENOMINATIONS.map(() => 1), yenQty: none, usdQty: none, expenses: [], sales: [] });
    expect(r.counted).toBe(888_000);
  });

  it(`only ${WALLET_LINES} expense and sale lines count`, () => {
    const six = [1, 1, 1, 1, 1, 999];
    const r = walletCalc({ counts: [], yenQty: none, usdQty: none, expenses: six, sales: six, walletVnd: 0 });
    expect(r.expected).toBe(0);
  });
});
