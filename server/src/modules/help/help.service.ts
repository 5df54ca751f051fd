import type { HelpTopic, Language } from '@lotto/contract';
import type { Merchant } from '../../plugins/merchant.js';
import type { HelpRepository } from './help.repository.js';
import { presentHelpTree } from './help.presenter.js';

export function createHelpService(repo: HelpRepository) {
  return {
    /** The help centre in the asked language; the merchant's default language when that one has no topics. */
    async topics(merchant: Merchant, lang: Language): Promise<HelpTopic[]> {
      let rows = await repo.shownTopics(merchant.code, lang);
      if (rows.length === 0 && lang !== merchant.defaultLanguage) rows = await repo.shownTopics(merchant.code, merchant.defaultLanguage);
      return presentHelpTree(rows);
    },
  };
}
