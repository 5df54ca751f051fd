import { and, eq } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { PROMOTION_ART_PATH } from '../../lib/promotion-art.js';
import { merchants, missions, promotionTexts, promotions, type NewMissionRow } from '../schema/index.js';
import { promotionHtml, type PromotionCopy } from './promotion-content.js';

/** The demo merchant's MISSION promotion (missionLeaderboard page), in every site language. */
const PROMOTION: Record<Language, PromotionCopy> = {
  EN: ['Mission Activity', 'Complete missions every day and week and collect bonuses.', 'Each mission pays once per period.', 'Climb the weekly leaderboard with your valid turnover.'],
  CN: ['任务活动', '完成每日和每周任务，领取奖金。', '每个任务每期可领取一次。', '以有效流水冲上每周排行榜。'],
  TW: ['任務活動', '完成每日和每週任務，領取獎金。', '每個任務每期可領取一次。', '以有效流水衝上每週排行榜。'],
  HK: ['任務活動', '完成每日及每週任務，領取獎金。', '每個任務每期可領取一次。', '以有效投注額登上每週排行榜。'],
  JA: ['ミッション活動', '毎日・毎週のミッションを達成してボーナスを獲得しよう。', '各ミッションの報酬は期間ごとに1回です。', '有効ベット額で週間ランキングの上位を目指そう。'],
  KO: ['미션 활동', '매일, 매주 미션을 완료하고 보너스를 받으세요.', '각 미션은 기간마다 한 번 지급됩니다.', '유효 베팅액으로 주간 순위표에 오르세요.'],
  ID: ['Aktivitas Misi', 'Selesaikan misi harian dan mingguan lalu kumpulkan bonus.', 'Setiap misi dibayar sekali per periode.', 'Naiki papan peringkat mingguan dengan turnover valid Anda.'],
  ES: ['Actividad de Misiones', 'Completa misiones diarias y semanales y cobra bonos.', 'Cada misión paga una vez por periodo.', 'Sube en la clasificación semanal con tus apuestas válidas.'],
  VI: ['Hoạt động Nhiệm vụ', 'Hoàn thành nhiệm vụ hằng ngày và hằng tuần để nhận thưởng.', 'Mỗi nhiệm vụ trả thưởng một lần mỗi kỳ.', 'Leo bảng xếp hạng tuần bằng doanh thu cược hợp lệ.'],
  TA: ['பணி செயல்பாடு', 'தினசரி மற்றும் வாராந்திர பணிகளை முடித்து போனஸ் பெறுங்கள்.', 'ஒவ்வொரு பணியும் ஒரு காலத்திற்கு ஒருமுறை வழங்கப்படும்.', 'உங்கள் செல்லுபடியான பந்தயத் தொகையால் வாராந்திர தரவரிசையில் ஏறுங்கள்.'],
  TH: ['กิจกรรมภารกิจ', 'ทำภารกิจรายวันและรายสัปดาห์ให้สำเร็จเพื่อรับโบนัส', 'แต่ละภารกิจจ่ายรางวัลหนึ่งครั้งต่อรอบ', 'ไต่อันดับกระดานผู้นำรายสัปดาห์ด้วยยอดเดิมพันที่ถูกต้อง'],
};

type MissionSeed = Omit<NewMissionRow, 'promotionId' | 'sortOrder'>;

const MISSIONS: MissionSeed[] = [
  {
    metric: 'STAKE', productType: 'RNG', period: 'DAY', target: 50_000n, rewardMinor: 1_000n,
    titles: { EN: 'Bet 500.00 on slots today', CN: '今日老虎机投注 500.00', TW: '今日老虎機投注 500.00', HK: '今日老虎機投注 500.00', JA: '今日スロットで 500.00 ベット', KO: '오늘 슬롯에 500.00 베팅', ID: 'Taruhan 500.00 di slot hari ini', ES: 'Apuesta 500.00 en tragamonedas hoy', VI: 'Cược 500.00 vào slot hôm nay', TA: 'இன்று ஸ்லாட்டில் 500.00 பந்தயம் கட்டுங்கள்', TH: 'เดิมพันสล็อต 500.00 วันนี้' },
  },
  {
    metric: 'BET_COUNT', productType: 'LOTT', period: 'WEEK', target: 20n, rewardMinor: 2_000n,
    titles: { EN: 'Place 20 lottery bets this week', CN: '本周投注彩票 20 次', TW: '本週投注彩票 20 次', HK: '本週投注彩票 20 次', JA: '今週宝くじに 20 回ベット', KO: '이번 주 복권 20회 베팅', ID: 'Pasang 20 taruhan lotre minggu ini', ES: 'Haz 20 apuestas de lotería esta semana', VI: 'Đặt 20 cược xổ số trong tuần này', TA: 'இந்த வாரம் 20 லாட்டரி பந்தயங்கள் வையுங்கள்', TH: 'แทงหวย 20 ครั้งในสัปดาห์นี้' },
  },
  {
    metric: 'DEPOSIT', productType: null, period: 'WEEK', target: 100_000n, rewardMinor: 5_000n,
    titles: { EN: 'Deposit 1,000.00 this week', CN: '本周存款 1,000.00', TW: '本週存款 1,000.00', HK: '本週存款 1,000.00', JA: '今週 1,000.00 入金', KO: '이번 주 1,000.00 입금', ID: 'Deposit 1,000.00 minggu ini', ES: 'Deposita 1,000.00 esta semana', VI: 'Nạp 1,000.00 trong tuần này', TA: 'இந்த வாரம் 1,000.00 வைப்பு செய்யுங்கள்', TH: 'ฝากเงิน 1,000.00 ในสัปดาห์นี้' },
  },
  {
    metric: 'STAKE', productType: null, period: 'WEEK', target: 300_000n, rewardMinor: 8_800n,
    titles: { EN: 'Bet 3,000.00 on any game this week', CN: '本周任意游戏投注 3,000.00', TW: '本週任意遊戲投注 3,000.00', HK: '本週任何遊戲投注 3,000.00', JA: '今週いずれかのゲームで 3,000.00 ベット', KO: '이번 주 모든 게임에 3,000.00 베팅', ID: 'Taruhan 3,000.00 di game apa pun minggu ini', ES: 'Apuesta 3,000.00 en cualquier juego esta semana', VI: 'Cược 3,000.00 vào bất kỳ trò chơi nào trong tuần này', TA: 'இந்த வாரம் எந்த விளையாட்டிலும் 3,000.00 பந்தயம் கட்டுங்கள்', TH: 'เดิมพัน 3,000.00 ในเกมใดก็ได้ในสัปดาห์นี้' },
  },
];

/** Seeds the demo merchant's MISSION promotion and its missions when it has none (a database seeded earlier gets it too). */
export async function seedMissions(db: Db, merchantCode = 'demo', now = Date.now()): Promise<void> {
  const [merchant] = await db.select({ code: merchants.code, languages: merchants.languages }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) return;
  const [existing] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.promotionType, 'MISSION')))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const name = `calendar-mission-${merchantCode}`;
    const [row] = await tx
      .insert(promotions)
      .values({
        merchantCode,
        promotionType: 'MISSION',
        startsAt: new Date(now - 86_400_000),
        images: [{ url: `${PROMOTION_ART_PATH}/${name}.svg`, imageId: name }],
        sortOrder: 20,
      })
      .returning({ id: promotions.id });
    const promotionId = row!.id;
    const languages: readonly Language[] = merchant.languages;
    await tx.insert(promotionTexts).values(languages.map((lang) => ({ promotionId, lang, title: PROMOTION[lang][0], content: promotionHtml(PROMOTION[lang]) })));
    await tx.insert(missions).values(MISSIONS.map((m, i) => ({ ...m, promotionId, sortOrder: i })));
  });
}
