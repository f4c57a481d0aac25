import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hasText, loadNamespace, setLanguage, tr, translateError, useT } from '../../src/client/lib/i18n';
import { pickText } from '../../src/domain/language';
import enCommon from '../../src/locales/en/common.json' with { type: 'json' };
import viCommon from '../../src/locales/vi/common.json' with { type: 'json' };
import jaCommon from '../../src/locales/ja/common.json' with { type: 'json' };
import viErrors from '../../src/locales/vi/errors.json' with { type: 'json' };

// The staff app's translator (src/client/lib/i18n) and its lookup (src/domain/language's pickText).
const WAITING = '{{count}} saves waiting to be sent';

describe('pickText', () => {
  const dict = { 'a row_one': 'one row', 'a row_other': '{{count}} rows', plain: 'Plain' };
  it('picks the plural form Intl.PluralRules names, then _other', () => {
    expect(pickText(dict, 'a row', 'en', { count: 1 })).toBe('one row');
    expect(pickText(dict, 'a row', 'en', { count: 0 })).toBe('{{count}} rows');
    expect(pickText(dict, 'a row', 'vi', { count: 1 })).toBe('{{count}} rows');
    expect(pickText(dict, 'plain', 'en', { count: 2 })).toBe('Plain');
  });
  it('holds only own keys', () => {
    expect(pickText(dict, 'constructor', 'en')).toBeUndefined();
    expect(pickText(undefined, 'plain', 'en')).toBeUndefined();
  });
});

describe('the translator', () => {
  it('speaks English by its keys, with English plural forms', async () => {
    await setLanguage('en');
    await loadNamespace('common');
    const t = tr('common');
    expect(t('Update Success')).toBe('Update Success');
    expect(t(WAITING, { count: 1 })).toBe(enCommon[`${WAITING}_one`].replace('{{count}}', '1'));
    expect(t(WAITING, { count: 3 })).toBe(enCommon[`${WAITING}_other`].replace('{{count}}', '3'));
    expect(translateError('NO_DATA', 'Have not data')).toBe('Have not data');
  });

  it('switches language with the namespaces in use loaded, and translates refusals by code', async () => {
    await setLanguage('vi');
    const t = tr('common');
    expect(t('Update Success')).toBe(viCommon['Update Success']);
    expect(t(WAITING, { count: 1 })).toBe(viCommon[`${WAITING}_other`].replace('{{count}}', '1'));
    expect(hasText('common', 'Update Success')).toBe(true);
    expect(hasText('common', 'A tab an administrator named')).toBe(false);
    const code = Object.keys(viErrors)[0] as keyof typeof viErrors;
    expect(translateError(code, 'as sent')).toBe(viErrors[code].replace(/\{\{\w+\}\}/g, (m) => m));
    expect(translateError(undefined, 'as sent')).toBe('as sent');
    await setLanguage('ja');
    expect(tr('common')('Update Success')).toBe(jaCommon['Update Success']);
    await setLanguage('en');
  });

  it('suspends a component until its namespace is there', async () => {
    await setLanguage('ja');
    function Title() {
      return <b>{useT('profile')('Profile')}</b>;
    }
    const page = () => renderToStaticMarkup(<Suspense fallback="loading">{<Title />}</Suspense>);
    expect(page()).toBe('loading');
    await loadNamespace('profile');
    expect(page()).not.toBe('loading');
    expect(page()).not.toContain('>Profile<');
    await setLanguage('en');
    expect(page()).toBe('<b>Profile</b>');
  });
});
