import { describe, expect, it } from 'vitest';
import {
  RANKS,
  VOUCHER_MSG,
  checkVoucher,
  memberMatches,
  normaliseCode,
  rankOfPoints,
  voucherExpired,
  voucherUseRefusal,
} from '../../src/domain/membership';

const good = {
  name: 'Spa 20%',
  code: ' spa-20 ',
  type: 'Change',
  discount: '20',
  maxPrice: '300,000',
  azCoin: 500,
  expiry: '2026-12-31',
  infor: '',
};

describe('voucher form (spec 3 section 5: name, code, discount, maxPrice, azCoin and expiry are required)', () => {
  it('a good form gives the stored voucher: code trimmed and upper case, numbers from text', () => {
    expect(checkVoucher(good)).toEqual({
      ok: true,
      voucher: {
        name: 'Spa 20%',
        code: 'SPA-20',
        type: 'Change',
        discount: 20,
        maxPrice: 300000,
        azCoin: 500,
        expiry: '2026-12-31',
        infor: '',
      },
    });
    expect(checkVoucher({ ...good, type: '' })).toMatchObject({ ok: true, voucher: { type: 'Other' } });
  });

  it.each([
    ['name', VOUCHER_MSG.nameRequired],
    ['code', VOUCHER_MSG.codeRequired],
    ['discount', VOUCHER_MSG.discountRequired],
    ['maxPrice', VOUCHER_MSG.maxPriceRequired],
    ['azCoin', VOUCHER_MSG.azCoinRequired],
    ['expiry', VOUCHER_MSG.expiryRequired],
  ] as const)('%s missing or blank: "%s"', (field, msg) => {
    for (const v of [undefined, null, '', '   ']) {
      const res = checkVoucher({ ...good, [field]: v });
      expect(res).toMatchObject({ ok: false, first: msg, errors: { [field]: msg } });
    }
  });

  it('an empty form names every required field, the first being the name', () => {
    const res = checkVoucher({});
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.first).toBe(VOUCHER_MSG.nameRequired);
    expect(Object.keys(res.errors).sort()).toEqual(['azCoin', 'code', 'discount', 'expiry', 'maxPrice', 'name']);
  });

  it.each([
    [{ discount: 0 }, 'discount', VOUCHER_MSG.discount],
    [{ discount: 101 }, 'discount', VOUCHER_MSG.discount],
    [{ discount: '-5' }, 'discount', VOUCHER_MSG.discount],
    [{ discount: 7.5 }, 'discount', VOUCHER_MSG.discount],
    [{ discount: '1e2' }, 'discount', VOUCHER_MSG.discount],
    [{ maxPrice: -1 }, 'maxPrice', VOUCHER_MSG.maxPrice],
    [{ maxPrice: 'abc' }, 'maxPrice', VOUCHER_MSG.maxPrice],
    [{ maxPrice: 1_000_000_001 }, 'maxPrice', VOUCHER_MSG.maxPrice],
    [{ azCoin: '-1' }, 'azCoin', VOUCHER_MSG.azCoin],
    [{ azCoin: Number.NaN }, 'azCoin', VOUCHER_MSG.azCoin],
    [{ expiry: '2026-02-29' }, 'expiry', VOUCHER_MSG.expiry],
    [{ expiry: '31/12/2026' }, 'expiry', VOUCHER_MSG.expiry],
    [{ expiry: '1999-12-31' }, 'expiry', VOUCHER_MSG.expiry],
    [{ type: 'Gift' }, 'type', VOUCHER_MSG.type],
    [{ code: 'A B' }, 'code', VOUCHER_MSG.codeFormat],
    [{ code: 'X'.repeat(31) }, 'code', VOUCHER_MSG.codeFormat],
    [{ name: 'n'.repeat(201) }, 'name', VOUCHER_MSG.nameLong],
  ] as const)('%o is refused on %s', (patch, field, msg) => {
    expect(checkVoucher({ ...good, ...patch })).toMatchObject({ ok: false, errors: { [field]: msg } });
  });

  it('0 is a valid Max Price and Az Coin; 1 and 100 are valid discounts', () => {
    expect(checkVoucher({ ...good, maxPrice: 0, azCoin: '0', discount: 1 }).ok).toBe(true);
    expect(checkVoucher({ ...good, discount: 100 }).ok).toBe(true);
  });

  it('codes compare upper case', () => {
    expect(normaliseCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('expiry and use', () => {
  it('a voucher is good on its expiry day and expired the day after', () => {
    expect(voucherExpired('2026-11-26', '2026-11-26')).toBe(false);
    expect(voucherExpired('2026-11-25', '2026-11-26')).toBe(true);
    expect(voucherExpired('2027-01-01', '2026-11-26')).toBe(false);
  });

  it('Use is refused for a used or expired voucher', () => {
    expect(voucherUseRefusal({ expiry: '2026-12-01', usedAt: null }, '2026-11-26')).toBeNull();
    expect(voucherUseRefusal({ expiry: '2026-12-01', usedAt: '2026-11-20T03:00:00Z' }, '2026-11-26')).toBe(
      'This voucher was already used on 2026-11-20',
    );
    expect(voucherUseRefusal({ expiry: '2026-11-01', usedAt: null }, '2026-11-26')).toBe('This voucher has expired');
  });
});

describe('ranks and search', () => {
  it('ranks go bronze to diamond with the Az Point', () => {
    expect(RANKS).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);
    expect([0, 999, 1000, 2999, 3000, 5999, 6000, 9999, 10000, 50000].map(rankOfPoints)).toEqual([
      'bronze',
      'bronze',
      'silver',
      'silver',
      'gold',
      'gold',
      'platinum',
      'platinum',
      'diamond',
      'diamond',
    ]);
  });

  it('the member search ignores case and accents over ID, name and e-mail', () => {
    const m = { userId: 'AZ100042', name: 'Đặng Thị Thảo', email: 'dang.thi.thao7@gmail.com' };
    expect(memberMatches(m, 'dang thao')).toBe(true);
    expect(memberMatches(m, 'ĐẶNG')).toBe(true);
    expect(memberMatches(m, 'az100042')).toBe(true);
    expect(memberMatches(m, 'gmail')).toBe(true);
    expect(memberMatches(m, 'nguyen')).toBe(false);
    expect(memberMatches(m, '')).toBe(true);
  });
});
