import { eq } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { helpTopics, merchants } from '../schema/index.js';
import { MERCHANT_SEEDS } from './demo-data.js';
import { PAYMENT_SETTINGS_SEEDS } from './payments.js';
import { HELP_TOPIC_TREE, type HelpCopy, type HelpVars } from './help-content-types.js';
import { HELP_CN, HELP_HK, HELP_TW } from './help-content-zh.js';
import { HELP_EN } from './help-content-en.js';
import { HELP_JA } from './help-content-ja.js';
import { HELP_KO } from './help-content-ko.js';
import { HELP_ID } from './help-content-id.js';
import { HELP_ES } from './help-content-es.js';
import { HELP_VI } from './help-content-vi.js';
import { HELP_TA } from './help-content-ta.js';
import { HELP_TH } from './help-content-th.js';

/** The help centre's text in every site language (spec 1 §9 languages). */
export const HELP_COPY: Record<Language, HelpCopy> = {
  CN: HELP_CN,
  TW: HELP_TW,
  HK: HELP_HK,
  EN: HELP_EN,
  JA: HELP_JA,
  KO: HELP_KO,
  ID: HELP_ID,
  ES: HELP_ES,
  VI: HELP_VI,
  TA: HELP_TA,
  TH: HELP_TH,
};

/** Minor units to the site's display (2 decimals, en-US grouping; spec 2 §9). */
const amount = (minor: bigint) => (Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the help text says about one seed merchant: its name, licence line and deposit limits. */
export function helpVarsOf(merchantCode: string): HelpVars | null {
  const seed = MERCHANT_SEEDS.find((s) => s.merchant.code === merchantCode);
  const pay = PAYMENT_SETTINGS_SEEDS.find((p) => p.merchantCode === merchantCode);
  if (!seed || !pay) return null;
  return {
    site: seed.merchant.name,
    licence: seed.merchant.templates.footer.licences[0] ?? null,
    currency: seed.merchant.currency,
    depositMin: amount(pay.depositMinMinor),
    depositMax: amount(pay.depositMaxMinor),
    depositDaily: pay.depositDailyCount,
  };
}

/** Inserts one merchant's topics in one language, parents first so children can name them. */
async function seedLanguage(db: Db, merchantCode: string, lang: Language, vars: HelpVars): Promise<void> {
  const texts = HELP_COPY[lang](vars);
  for (const [i, node] of HELP_TOPIC_TREE.entries()) {
    const [parent] = await db
      .insert(helpTopics)
      .values({ merchantCode, lang, tag: node.tag, ...texts[node.tag], bgColor: node.bgColor ?? null, sortOrder: i })
      .returning({ id: helpTopics.id });
    const children = node.children ?? [];
    if (children.length && parent) {
      await db
        .insert(helpTopics)
        .values(children.map((tag, j) => ({ merchantCode, lang, tag, ...texts[tag], parentId: parent.id, sortOrder: j })));
    }
  }
}

/** Help topics of each seed merchant that exists and has none yet, in all 11 languages. */
export async function seedHelpContent(db: Db): Promise<void> {
  for (const seed of MERCHANT_SEEDS) {
    const code = seed.merchant.code;
    const vars = helpVarsOf(code);
    if (!vars) continue;
    const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, code));
    const [existing] = await db.select({ id: helpTopics.id }).from(helpTopics).where(eq(helpTopics.merchantCode, code)).limit(1);
    if (!merchant || existing) continue;
    await db.transaction(async (tx) => {
      for (const lang of Object.keys(HELP_COPY) as Language[]) await seedLanguage(tx, code, lang, vars);
    });
  }
}
