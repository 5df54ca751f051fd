import type { Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { lotteryGames, merchants } from '../schema/index.js';
import { inArray, like, sql } from 'drizzle-orm';
import { lotteryIconUrl } from '../../lib/game-icons.js';

/** A lottery game of the demo seed; `id` is left to the database (it is the spec's gameId). */
interface LotterySeed {
  gameCode: string;
  code: string;
  names: Partial<Record<Language, string>>;
  groupCode: 'SSC' | '11X5' | 'THAI' | 'VN';
  groupId: number;
  area?: 'LOTT' | 'VN';
  defaultPlayType?: number;
  intervalSeconds: number;
  lockSeconds: number;
  quick?: boolean;
  popularRank?: number;
}

const SSC_5D: LotterySeed = {
  gameCode: 'CQSSC', code: 'CQSSC', groupCode: 'SSC', groupId: 1, intervalSeconds: 60, lockSeconds: 10, quick: true, popularRank: 1,
  names: { EN: 'Lucky 5D', CN: '幸运时时彩', TW: '幸運時時彩', HK: '幸運時時彩', JA: 'ラッキー5D', KO: '럭키 5D', ID: 'Lucky 5D', ES: 'Lucky 5D', VI: 'Lucky 5D', TA: 'லக்கி 5D', TH: 'ลัคกี้ 5D' },
};
const SSC_90: LotterySeed = {
  gameCode: 'TJSSC', code: 'TJSSC', groupCode: 'SSC', groupId: 1, intervalSeconds: 90, lockSeconds: 15, quick: true, popularRank: 3,
  names: { EN: 'Star 5D 90s', CN: '星彩时时彩', TW: '星彩時時彩', HK: '星彩時時彩', JA: 'スター5D', KO: '스타 5D', ID: 'Star 5D', ES: 'Estrella 5D', VI: 'Ngôi sao 5D', TA: 'ஸ்டார் 5D', TH: 'สตาร์ 5D' },
};
const ELEVEN_FIVE: LotterySeed = {
  gameCode: 'GD11X5', code: 'GD11X5', groupCode: '11X5', groupId: 2, intervalSeconds: 60, lockSeconds: 10, quick: true, popularRank: 2,
  names: { EN: 'Golden 11X5', CN: '黄金11选5', TW: '黃金11選5', HK: '黃金11選5', JA: 'ゴールデン11X5', KO: '골든 11X5', ID: 'Golden 11X5', ES: 'Dorado 11X5', VI: 'Vàng 11X5', TA: 'கோல்டன் 11X5', TH: 'โกลเด้น 11X5' },
};
const LONG_DRAGON: LotterySeed = {
  // spec 2 §4: the long_dragon game uses mode 2 (Entertainment).
  gameCode: 'long_dragon', code: 'LONGDRAGON', groupCode: 'SSC', groupId: 1, defaultPlayType: 2, intervalSeconds: 120, lockSeconds: 15, popularRank: 4,
  names: { EN: 'Long Dragon', CN: '长龙', TW: '長龍', HK: '長龍', JA: 'ロングドラゴン', KO: '롱 드래곤', ID: 'Naga Panjang', ES: 'Dragón Largo', VI: 'Rồng Dài', TA: 'நீண்ட டிராகன்', TH: 'มังกรยาว' },
};
// spec 2 §9: group ids 9, 10 and 11 form the Thai group.
const THAI_GOV: LotterySeed = {
  gameCode: 'THAIGOV', code: 'THAIGOV', groupCode: 'THAI', groupId: 9, intervalSeconds: 300, lockSeconds: 30, popularRank: 5,
  names: { EN: 'Thai Government', CN: '泰国政府彩', TW: '泰國政府彩', HK: '泰國政府彩', JA: 'タイ政府宝くじ', KO: '태국 정부 복권', ID: 'Thai Pemerintah', ES: 'Gobierno Tailandés', VI: 'Xổ số Thái', TA: 'தாய் அரசு', TH: 'หวยรัฐบาลไทย' },
};
const THAI_STOCK: LotterySeed = {
  gameCode: 'THAISTOCK', code: 'THAISTOCK', groupCode: 'THAI', groupId: 10, intervalSeconds: 180, lockSeconds: 20, popularRank: 6,
  names: { EN: 'Thai Stock', CN: '泰国股票彩', TW: '泰國股票彩', HK: '泰國股票彩', JA: 'タイ株式', KO: '태국 주식', ID: 'Saham Thai', ES: 'Bolsa Tailandesa', VI: 'Chứng khoán Thái', TA: 'தாய் பங்கு', TH: 'หวยหุ้นไทย' },
};
const LAO: LotterySeed = {
  gameCode: 'LAODEV', code: 'LAODEV', groupCode: 'THAI', groupId: 11, intervalSeconds: 240, lockSeconds: 20,
  names: { EN: 'Lao Development', CN: '老挝发展彩', TW: '寮國發展彩', HK: '老撾發展彩', JA: 'ラオス開発', KO: '라오스 개발', ID: 'Pembangunan Laos', ES: 'Desarrollo Laos', VI: 'Xổ số Lào', TA: 'லாவோ மேம்பாடு', TH: 'หวยลาวพัฒนา' },
};
const VN_NORTH: LotterySeed = {
  gameCode: 'VNMB', code: 'VNMB', groupCode: 'VN', groupId: 20, area: 'VN', intervalSeconds: 180, lockSeconds: 20,
  names: { EN: 'Vietnam North', CN: '越南北部彩', TW: '越南北部彩', HK: '越南北部彩', JA: 'ベトナム北部', KO: '베트남 북부', ID: 'Vietnam Utara', ES: 'Vietnam Norte', VI: 'Xổ số Miền Bắc', TA: 'வியட்நாம் வடக்கு', TH: 'เวียดนามเหนือ' },
};
const VN_SOUTH: LotterySeed = {
  gameCode: 'VNMN', code: 'VNMN', groupCode: 'VN', groupId: 21, area: 'VN', intervalSeconds: 120, lockSeconds: 15,
  names: { EN: 'Vietnam South', CN: '越南南部彩', TW: '越南南部彩', HK: '越南南部彩', JA: 'ベトナム南部', KO: '베트남 남부', ID: 'Vietnam Selatan', ES: 'Vietnam Sur', VI: 'Xổ số Miền Nam', TA: 'வியட்நாம் தெற்கு', TH: 'เวียดนามใต้' },
};

/** The lottery games of each seed merchant: demo has every kind; lucky a smaller set with the Thai games. */
export const LOTTERY_SEEDS: Record<string, LotterySeed[]> = {
  demo: [SSC_5D, ELEVEN_FIVE, SSC_90, LONG_DRAGON, THAI_GOV, THAI_STOCK, LAO, VN_NORTH, VN_SOUTH],
  lucky: [
    { ...THAI_GOV, popularRank: 1 },
    { ...THAI_STOCK, popularRank: 2 },
    { ...LAO, popularRank: 3 },
    { ...SSC_5D, popularRank: 4 },
    { ...ELEVEN_FIVE, popularRank: undefined },
  ],
};

/** Adds the missing lottery games of the seed merchants that exist (idempotent). */
export async function seedLottery(db: Db): Promise<void> {
  const present = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(inArray(merchants.code, Object.keys(LOTTERY_SEEDS)));
  for (const { code } of present) {
    const rows = (LOTTERY_SEEDS[code] ?? []).map((s, i) => ({
      merchantCode: code,
      gameCode: s.gameCode,
      code: s.code,
      names: s.names,
      groupCode: s.groupCode,
      groupId: s.groupId,
      area: s.area ?? 'LOTT',
      defaultPlayType: s.defaultPlayType ?? 1,
      intervalSeconds: s.intervalSeconds,
      lockSeconds: s.lockSeconds,
      quick: s.quick ?? false,
      popularRank: s.popularRank ?? null,
      iconUrl: lotteryIconUrl(code, s.gameCode),
      sortOrder: i,
    }));
    if (!rows.length) continue;
    // a game already there is left as it is, but for the art a data folder seeded before it was
    // served by URL carries inline: that takes the URL
    await db
      .insert(lotteryGames)
      .values(rows)
      .onConflictDoUpdate({
        target: [lotteryGames.merchantCode, lotteryGames.gameCode],
        set: { iconUrl: sql`excluded.icon_url` },
        setWhere: like(lotteryGames.iconUrl, 'data:image/svg+xml;base64,%'),
      });
  }
}
