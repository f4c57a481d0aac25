import { describe, expect, it } from 'vitest';
import { catalogText, loadNamespace, setLanguage } from '../../src/client/lib/i18n';
import viAcc from '../../src/locales/vi/acc.json' with { type: 'json' };
import viCommon from '../../src/locales/vi/common.json' with { type: 'json' };

// A success message the server wrote is shown in the user's language when a catalog holds it as a key.
describe('catalogText', () => {
  it('reads the feature catalog, then common, else shows the text as sent', async () => {
    await setLanguage('en');
    await loadNamespace('acc');
    await setLanguage('vi');
    expect(catalogText('Have Double Debit Bill', ['acc'])).toBe(viAcc['Have Double Debit Bill']);
    expect(catalogText('Update Success', ['acc'])).toBe(viCommon['Update Success']);
    expect(catalogText('Imported 3 rows', ['acc'])).toBe('Imported 3 rows');
    await setLanguage('en');
    expect(catalogText('Have Double Debit Bill', ['acc'])).toBe('Have Double Debit Bill');
  });
});
