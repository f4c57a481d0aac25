import type { Catalogs } from '../../../locales/catalogs';

/**
 * A text this screen shows from a table it does not own (a kind's label in src/domain/support-mail, a row's
 * problem the server read): its English is a key of the screen's catalog.
 */
export type SmKey = keyof Catalogs['support-mail'];
