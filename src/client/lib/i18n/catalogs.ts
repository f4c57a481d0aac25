import type { StaffLanguage } from '../../../domain/language';

// Each language's catalogs are separate chunks, loaded when that language and namespace are first needed.
const files = import.meta.glob<{ default: Record<string, string> }>('../../../locales/*/*.json');

export async function loadCatalog(lang: StaffLanguage, ns: string): Promise<Record<string, string>> {
  const load = files[`../../../locales/${lang}/${ns}.json`];
  if (!load) return {};
  return (await load()).default;
}
