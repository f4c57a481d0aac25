// Demo content of the public website: the ten targets in English, Japanese, Vietnamese and Korean.
import type { ContentLanguage } from '../../../../domain/content';
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';
import { buildContent, type Phrases } from './build';
import { EN } from './en';
import { JA } from './ja';
import { KO } from './ko';
import { VI } from './vi';

export const DEMO_CONTENT: Record<ContentLanguage, Phrases> = { en: EN, ja: JA, vi: VI, ko: KO };

export async function seedContent(db: Db, demo: DemoSeed): Promise<void> {
  const at = demo.now.toISOString();
  const rows = Object.entries(DEMO_CONTENT).flatMap(([language, phrases]) =>
    Object.entries(buildContent(phrases)).map(([target, content]) => ({
      language,
      target,
      content: JSON.stringify(content),
      updated_at: at,
      updated_by: 'Azumaya website',
    })),
  );
  await db.insertInto('web_content').values(rows).execute();
}
