import { eq } from 'drizzle-orm';
import { majorToMinor, type Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { rankLevels } from '../schema/index.js';

type Names = Record<Language, string>;

/** Five levels, named in every language of the site; the entry level asks for nothing. */
const LEVELS: { labelId: string; names: Names; turnover: number; deposit: number }[] = [
  {
    labelId: 'bronze',
    names: { EN: 'Bronze', CN: '青铜', TW: '青銅', HK: '青銅', JA: 'ブロンズ', KO: '브론즈', ID: 'Perunggu', ES: 'Bronce', VI: 'Đồng', TA: 'வெண்கலம்', TH: 'บรอนซ์' },
    turnover: 0,
    deposit: 0,
  },
  {
    labelId: 'silver',
    names: { EN: 'Silver', CN: '白银', TW: '白銀', HK: '白銀', JA: 'シルバー', KO: '실버', ID: 'Perak', ES: 'Plata', VI: 'Bạc', TA: 'வெள்ளி', TH: 'ซิลเวอร์' },
    turnover: 1_000,
    deposit: 100,
  },
  {
    labelId: 'gold',
    names: { EN: 'Gold', CN: '黄金', TW: '黃金', HK: '黃金', JA: 'ゴールド', KO: '골드', ID: 'Emas', ES: 'Oro', VI: 'Vàng', TA: 'தங்கம்', TH: 'โกลด์' },
    turnover: 10_000,
    deposit: 1_000,
  },
  {
    labelId: 'platinum',
    names: { EN: 'Platinum', CN: '铂金', TW: '鉑金', HK: '鉑金', JA: 'プラチナ', KO: '플래티넘', ID: 'Platinum', ES: 'Platino', VI: 'Bạch kim', TA: 'பிளாட்டினம்', TH: 'แพลทินัม' },
    turnover: 50_000,
    deposit: 5_000,
  },
  {
    labelId: 'diamond',
    names: { EN: 'Diamond', CN: '钻石', TW: '鑽石', HK: '鑽石', JA: 'ダイヤモンド', KO: '다이아몬드', ID: 'Berlian', ES: 'Diamante', VI: 'Kim cương', TA: 'வைரம்', TH: 'ไดมอนด์' },
    turnover: 200_000,
    deposit: 20_000,
  },
];

/** Amounts above are CNY (demo); lucky plays in THB, about five baht to the yuan. */
const SCALE_BY_MERCHANT: Record<string, number> = { demo: 1, lucky: 5 };

/** The rank table of each seed merchant, when it has none yet. */
export async function seedPlayerRank(db: Db): Promise<void> {
  for (const [merchantCode, scale] of Object.entries(SCALE_BY_MERCHANT)) {
    const existing = await db.select({ id: rankLevels.id }).from(rankLevels).where(eq(rankLevels.merchantCode, merchantCode)).limit(1);
    if (existing.length > 0) continue;
    await db
      .insert(rankLevels)
      .values(
        LEVELS.map((l, i) => ({
          merchantCode,
          level: i + 1,
          labelId: l.labelId,
          names: l.names,
          turnoverMinor: majorToMinor(l.turnover * scale),
          depositMinor: majorToMinor(l.deposit * scale),
        })),
      )
      .onConflictDoNothing();
  }
}
