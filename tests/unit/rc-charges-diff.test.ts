// The version comparison names reception's hotel charges and lists them as people read them.
import { describe, expect, it } from 'vitest';
import { invoiceDiffWords } from '../../src/client/ui/invoice-diff-words';

describe('the version diff of a reception sum', () => {
  const words = invoiceDiffWords([{ key: 'minibar', label: 'Minibar' }]);
  it('calls the group "Hotel charges" and lists the typed ones', () => {
    expect(words.field('rcCharges')).toBe('Hotel charges');
    expect(
      words.value?.('rcCharges', { minibar: 85_500, laundry: 0, transfer: 120_000, other_hotel: 0, other: 0 }),
    ).toBe('Minibar 85,500, Transfer 120,000');
    expect(words.value?.('rcCharges', { minibar: 0 })).toBe('—');
    expect(words.value?.('packages', { BF: 2 })).toBe('BF × 2');
  });
});
