import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { helpTopics, type HelpTopicRow } from '../../db/schema/index.js';

export interface HelpRepository {
  /** The merchant's shown topics in one language, parents and children alike, in their order. */
  shownTopics(merchantCode: string, lang: Language): Promise<HelpTopicRow[]>;
}

export function createHelpRepository(db: Db): HelpRepository {
  return {
    shownTopics: (merchantCode, lang) =>
      db
        .select()
        .from(helpTopics)
        .where(and(eq(helpTopics.merchantCode, merchantCode), eq(helpTopics.lang, lang), eq(helpTopics.display, true)))
        .orderBy(asc(helpTopics.sortOrder), asc(helpTopics.id)),
  };
}
