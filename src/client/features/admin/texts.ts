import type { Catalogs } from '../../../locales/catalogs';

/**
 * A key of the admin catalog. Texts of src/domain these screens show (role names, audit kinds and areas, the
 * password rules' messages) are in it with their English text as the key; a value typed `string` there is
 * narrowed to this type where it is translated.
 */
export type AdminKey = keyof Catalogs['admin'];
