import 'i18next';
import type { Catalogs } from '../../../locales/catalogs';

// Typed keys: `t('SIGN IN')` compiles only when the English catalog of the namespace holds that key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogs;
    keySeparator: false;
    nsSeparator: false;
  }
}
