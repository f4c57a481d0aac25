import type { Catalogs, Namespace } from '../../../locales/catalogs';

// Typed keys: `t('SIGN IN')` compiles only when the English catalog of the namespace holds that key. A plural
// key is called by its base (`t('{{count}} rows', { count })` for `{{count}} rows_one` / `_other`).

type Base<K extends string> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;

export type TextKey<N extends Namespace> =
  Extract<keyof Catalogs[N], string> | Base<Extract<keyof Catalogs[N], string>>;

/** The translate function of one namespace: the text of `key` in the current language, `{{name}}`s filled. */
export type TFunction<N extends Namespace = 'common'> = (key: TextKey<N>, params?: Record<string, unknown>) => string;
