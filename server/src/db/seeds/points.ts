import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import { hashPassword } from '../../security/password.js';
import type { Db } from '../connection.js';
import { customers, merchants, pointAccounts, pointRewardTypes, pointRewards, pointSettings, pointTransactions } from '../schema/index.js';

type Texts = Record<Language, string>;

/**
 * The points mall of the seed merchants (spec 2 "Points"): settings, reward types and a catalogue
 * of physical and virtual rewards named and described in every language, with stock. Prices are
 * in points of the demo merchant (10 points a yuan); lucky plays in baht, 2 points a baht, so its
 * point prices are the same and its money parts five times larger.
 */

/** Reward types: 1, 2, 3 are labelled by the site itself (spec 2 §2), the rest by these names. */
const TYPES: { type: number; physical: boolean; names: Texts }[] = [
  {
    type: 1,
    physical: true,
    names: { EN: 'Electronics', CN: '数码电子', TW: '數碼電子', HK: '數碼電子', JA: '電子機器', KO: '전자제품', ID: 'Elektronik', ES: 'Electrónica', VI: 'Đồ điện tử', TA: 'மின்னணு', TH: 'อิเล็กทรอนิกส์' },
  },
  {
    type: 2,
    physical: false,
    names: { EN: 'Vouchers and perks', CN: '虚拟礼券', TW: '虛擬禮券', HK: '虛擬禮券', JA: 'クーポン・特典', KO: '쿠폰 및 혜택', ID: 'Voucher dan fasilitas', ES: 'Cupones y ventajas', VI: 'Phiếu và đặc quyền', TA: 'வவுச்சர்கள் மற்றும் சலுகைகள்', TH: 'บัตรกำนัลและสิทธิพิเศษ' },
  },
  {
    type: 3,
    physical: true,
    names: { EN: 'Points + cash', CN: '积分加现金', TW: '積分加現金', HK: '積分加現金', JA: 'ポイント＋現金', KO: '포인트 + 현금', ID: 'Poin + tunai', ES: 'Puntos + efectivo', VI: 'Điểm + tiền mặt', TA: 'புள்ளிகள் + பணம்', TH: 'คะแนน + เงินสด' },
  },
  {
    type: 4,
    physical: true,
    names: { EN: 'VIP collection', CN: 'VIP 珍藏', TW: 'VIP 珍藏', HK: 'VIP 珍藏', JA: 'VIPコレクション', KO: 'VIP 컬렉션', ID: 'Koleksi VIP', ES: 'Colección VIP', VI: 'Bộ sưu tập VIP', TA: 'VIP சேகரிப்பு', TH: 'คอลเลกชัน VIP' },
  },
];

interface RewardSeed {
  code: string;
  type: number;
  motif: string;
  /** Pure point price; null: points plus money only. */
  price: number | null;
  /** Points plus money (money in the demo merchant's yuan). */
  mp?: { points: number; money: number };
  inventory: number;
  names: Texts;
  descriptions: Texts;
}

const REWARDS: RewardSeed[] = [
  {
    code: 'wireless-earbuds',
    type: 1,
    motif: 'headphones',
    price: 8_800,
    inventory: 25,
    names: { EN: 'Wireless earbuds', CN: '无线蓝牙耳机', TW: '無線藍牙耳機', HK: '無線藍牙耳機', JA: 'ワイヤレスイヤホン', KO: '무선 이어폰', ID: 'Earbud nirkabel', ES: 'Auriculares inalámbricos', VI: 'Tai nghe không dây', TA: 'வயர்லெஸ் இயர்பட்ஸ்', TH: 'หูฟังไร้สาย' },
    descriptions: {
      EN: 'Noise-cancelling earbuds with a charging case and 24 hours of play.',
      CN: '主动降噪，附充电盒，续航 24 小时。',
      TW: '主動降噪，附充電盒，續航 24 小時。',
      HK: '主動降噪，附充電盒，續航 24 小時。',
      JA: 'ノイズキャンセリング搭載、充電ケース付きで最大24時間再生。',
      KO: '노이즈 캔슬링, 충전 케이스 포함, 최대 24시간 재생.',
      ID: 'Earbud peredam bising dengan wadah pengisi daya, 24 jam pemutaran.',
      ES: 'Auriculares con cancelación de ruido, estuche de carga y 24 horas de uso.',
      VI: 'Tai nghe chống ồn kèm hộp sạc, nghe đến 24 giờ.',
      TA: 'இரைச்சல் நீக்கும் இயர்பட்ஸ், சார்ஜிங் பெட்டியுடன், 24 மணி நேர இயக்கம்.',
      TH: 'หูฟังตัดเสียงรบกวน พร้อมเคสชาร์จ ใช้งานได้ 24 ชั่วโมง',
    },
  },
  {
    code: 'smart-watch',
    type: 1,
    motif: 'watch',
    price: 18_800,
    inventory: 12,
    names: { EN: 'Smart watch', CN: '智能手表', TW: '智慧手錶', HK: '智能手錶', JA: 'スマートウォッチ', KO: '스마트 워치', ID: 'Jam tangan pintar', ES: 'Reloj inteligente', VI: 'Đồng hồ thông minh', TA: 'ஸ்மார்ட் கடிகாரம்', TH: 'สมาร์ทวอทช์' },
    descriptions: {
      EN: 'Heart rate, sleep and workout tracking with a week of battery.',
      CN: '心率、睡眠与运动监测，续航一周。',
      TW: '心率、睡眠與運動監測，續航一週。',
      HK: '心率、睡眠及運動監測，續航一星期。',
      JA: '心拍・睡眠・運動を記録、バッテリーは1週間持続。',
      KO: '심박수, 수면, 운동 기록, 배터리 일주일 지속.',
      ID: 'Pemantau detak jantung, tidur, dan olahraga; baterai tahan seminggu.',
      ES: 'Ritmo cardíaco, sueño y entrenamientos, con una semana de batería.',
      VI: 'Theo dõi nhịp tim, giấc ngủ và tập luyện, pin dùng một tuần.',
      TA: 'இதயத் துடிப்பு, தூக்கம், உடற்பயிற்சி கண்காணிப்பு; ஒரு வார பேட்டரி.',
      TH: 'วัดชีพจร การนอน และการออกกำลังกาย แบตเตอรี่ใช้ได้หนึ่งสัปดาห์',
    },
  },
  {
    code: 'bluetooth-speaker',
    type: 1,
    motif: 'speaker',
    price: 6_600,
    inventory: 30,
    names: { EN: 'Bluetooth speaker', CN: '蓝牙音箱', TW: '藍牙喇叭', HK: '藍牙喇叭', JA: 'Bluetoothスピーカー', KO: '블루투스 스피커', ID: 'Speaker Bluetooth', ES: 'Altavoz Bluetooth', VI: 'Loa Bluetooth', TA: 'புளூடூத் ஸ்பீக்கர்', TH: 'ลำโพงบลูทูธ' },
    descriptions: {
      EN: 'A waterproof speaker with deep bass for the beach or the balcony.',
      CN: '防水设计，低音浑厚，海边阳台皆宜。',
      TW: '防水設計，低音渾厚，海邊陽台皆宜。',
      HK: '防水設計，低音渾厚，海邊露台皆宜。',
      JA: '防水仕様で重低音、ビーチでもベランダでも。',
      KO: '방수 설계와 깊은 저음, 해변이나 발코니에서.',
      ID: 'Speaker tahan air dengan bass dalam untuk pantai atau balkon.',
      ES: 'Altavoz resistente al agua con graves profundos para la playa o el balcón.',
      VI: 'Loa chống nước, âm trầm mạnh, hợp cho biển hay ban công.',
      TA: 'கடற்கரை அல்லது பால்கனிக்கான ஆழ்ந்த பாஸ் கொண்ட நீர்ப்புகா ஸ்பீக்கர்.',
      TH: 'ลำโพงกันน้ำ เสียงเบสแน่น ใช้ได้ทั้งชายหาดและระเบียง',
    },
  },
  {
    code: 'smartphone',
    type: 1,
    motif: 'phone',
    price: 58_000,
    inventory: 5,
    names: { EN: 'Flagship smartphone', CN: '旗舰智能手机', TW: '旗艦智慧型手機', HK: '旗艦智能手機', JA: 'フラッグシップスマートフォン', KO: '플래그십 스마트폰', ID: 'Ponsel pintar andalan', ES: 'Smartphone de gama alta', VI: 'Điện thoại cao cấp', TA: 'முதன்மை ஸ்மார்ட்போன்', TH: 'สมาร์ทโฟนรุ่นท็อป' },
    descriptions: {
      EN: '256 GB, triple camera, delivered sealed with a one-year warranty.',
      CN: '256 GB，三摄像头，全新未拆封，保修一年。',
      TW: '256 GB，三鏡頭，全新未拆封，保固一年。',
      HK: '256 GB，三鏡頭，全新未拆封，保養一年。',
      JA: '256GB・トリプルカメラ、未開封でお届け、1年保証。',
      KO: '256GB, 트리플 카메라, 미개봉 새 제품, 1년 보증.',
      ID: '256 GB, tiga kamera, dikirim tersegel dengan garansi satu tahun.',
      ES: '256 GB, triple cámara, se entrega precintado con un año de garantía.',
      VI: '256 GB, ba camera, nguyên hộp, bảo hành một năm.',
      TA: '256 GB, மூன்று கேமரா, முத்திரையுடன் ஒரு வருட உத்தரவாதம்.',
      TH: '256 GB กล้องสามตัว ของใหม่ในซีล รับประกันหนึ่งปี',
    },
  },
  {
    code: 'game-voucher-10',
    type: 2,
    motif: 'voucher',
    price: 1_200,
    inventory: 500,
    names: { EN: 'Game voucher', CN: '游戏礼券', TW: '遊戲禮券', HK: '遊戲禮券', JA: 'ゲームクーポン', KO: '게임 쿠폰', ID: 'Voucher permainan', ES: 'Cupón de juego', VI: 'Phiếu trò chơi', TA: 'விளையாட்டு வவுச்சர்', TH: 'บัตรกำนัลเกม' },
    descriptions: {
      EN: 'A voucher for free spins in the slot lobby, sent to your inbox.',
      CN: '老虎机大厅免费旋转礼券，发送至站内信。',
      TW: '老虎機大廳免費旋轉禮券，發送至站內信。',
      HK: '老虎機大堂免費旋轉禮券，發送至站內信。',
      JA: 'スロットロビーのフリースピン券。受信箱にお届けします。',
      KO: '슬롯 로비 무료 스핀 쿠폰, 받은편지함으로 발송됩니다.',
      ID: 'Voucher putaran gratis di lobi slot, dikirim ke kotak masuk Anda.',
      ES: 'Cupón de giros gratis en la sala de tragamonedas, enviado a tu buzón.',
      VI: 'Phiếu quay miễn phí tại sảnh slot, gửi vào hộp thư của bạn.',
      TA: 'ஸ்லாட் லாபியில் இலவச சுழற்சிகளுக்கான வவுச்சர், உங்கள் இன்பாக்ஸுக்கு அனுப்பப்படும்.',
      TH: 'บัตรหมุนฟรีในล็อบบี้สล็อต ส่งเข้ากล่องข้อความของคุณ',
    },
  },
  {
    code: 'vip-pass',
    type: 2,
    motif: 'crown',
    price: 3_000,
    inventory: 200,
    names: { EN: 'VIP club pass (30 days)', CN: 'VIP 俱乐部月卡', TW: 'VIP 俱樂部月卡', HK: 'VIP 俱樂部月卡', JA: 'VIPクラブパス（30日）', KO: 'VIP 클럽 패스 (30일)', ID: 'Pass klub VIP (30 hari)', ES: 'Pase del club VIP (30 días)', VI: 'Thẻ câu lạc bộ VIP (30 ngày)', TA: 'VIP கிளப் பாஸ் (30 நாட்கள்)', TH: 'บัตร VIP คลับ (30 วัน)' },
    descriptions: {
      EN: 'Faster withdrawals and a personal host for thirty days.',
      CN: '三十天内享受极速提款与专属客服。',
      TW: '三十天內享受極速提款與專屬客服。',
      HK: '三十日內享受極速提款及專屬客服。',
      JA: '30日間、出金優先と専任担当者をご利用いただけます。',
      KO: '30일 동안 빠른 출금과 전담 매니저 서비스.',
      ID: 'Penarikan lebih cepat dan pendamping pribadi selama tiga puluh hari.',
      ES: 'Retiros más rápidos y un anfitrión personal durante treinta días.',
      VI: 'Rút tiền nhanh hơn và chuyên viên riêng trong ba mươi ngày.',
      TA: 'முப்பது நாட்களுக்கு விரைவான பணம் எடுத்தல் மற்றும் தனிப்பட்ட உதவியாளர்.',
      TH: 'ถอนเงินเร็วขึ้นและมีผู้ดูแลส่วนตัวตลอดสามสิบวัน',
    },
  },
  {
    code: 'lucky-coins',
    type: 2,
    motif: 'coin',
    price: 500,
    inventory: 999,
    names: { EN: 'Lucky coin pack', CN: '幸运金币礼包', TW: '幸運金幣禮包', HK: '幸運金幣禮包', JA: 'ラッキーコインパック', KO: '행운 코인 팩', ID: 'Paket koin keberuntungan', ES: 'Paquete de monedas de la suerte', VI: 'Gói xu may mắn', TA: 'அதிர்ஷ்ட நாணயத் தொகுப்பு', TH: 'แพ็กเหรียญนำโชค' },
    descriptions: {
      EN: 'Five lucky-wheel spins for the next raffle.',
      CN: '下期抽奖可用的五次幸运转盘。',
      TW: '下期抽獎可用的五次幸運轉盤。',
      HK: '下期抽獎可用的五次幸運轉盤。',
      JA: '次回抽選で使えるラッキーホイール5回分。',
      KO: '다음 추첨에 쓸 수 있는 행운의 룰렛 5회.',
      ID: 'Lima putaran roda keberuntungan untuk undian berikutnya.',
      ES: 'Cinco giros de la rueda de la suerte para el próximo sorteo.',
      VI: 'Năm lượt quay vòng may mắn cho kỳ rút thăm tới.',
      TA: 'அடுத்த குலுக்கலுக்கான ஐந்து அதிர்ஷ்ட சக்கர சுழற்சிகள்.',
      TH: 'หมุนวงล้อนำโชคห้าครั้งสำหรับการจับรางวัลครั้งถัดไป',
    },
  },
  {
    code: 'travel-bag',
    type: 3,
    motif: 'bag',
    price: null,
    mp: { points: 2_000, money: 88 },
    inventory: 40,
    names: { EN: 'Weekender travel bag', CN: '周末旅行包', TW: '週末旅行包', HK: '周末旅行袋', JA: 'ウィークエンダーバッグ', KO: '주말 여행 가방', ID: 'Tas perjalanan akhir pekan', ES: 'Bolsa de viaje de fin de semana', VI: 'Túi du lịch cuối tuần', TA: 'வார இறுதி பயணப் பை', TH: 'กระเป๋าเดินทางสุดสัปดาห์' },
    descriptions: {
      EN: 'Water-resistant canvas with leather trim; points plus a small cash top-up.',
      CN: '防泼水帆布配皮革饰边；积分加少量现金即可兑换。',
      TW: '防潑水帆布配皮革飾邊；積分加少量現金即可兌換。',
      HK: '防潑水帆布配皮革飾邊；積分加少量現金即可換領。',
      JA: '撥水キャンバスにレザーのアクセント。ポイント＋少額の現金で交換。',
      KO: '생활 방수 캔버스와 가죽 트림; 포인트와 소액 현금으로 교환.',
      ID: 'Kanvas tahan air dengan aksen kulit; poin ditambah sedikit uang tunai.',
      ES: 'Lona resistente al agua con detalles de piel; puntos más un pequeño pago.',
      VI: 'Vải canvas chống nước viền da; đổi bằng điểm cộng một ít tiền mặt.',
      TA: 'நீர் எதிர்ப்பு கேன்வாஸ், தோல் விளிம்பு; புள்ளிகளுடன் சிறு பணம்.',
      TH: 'ผ้าแคนวาสกันน้ำขอบหนัง แลกด้วยคะแนนบวกเงินสดเล็กน้อย',
    },
  },
  {
    code: 'gift-hamper',
    type: 3,
    motif: 'gift',
    price: null,
    mp: { points: 1_500, money: 58 },
    inventory: 60,
    names: { EN: 'Festive gift hamper', CN: '节日礼篮', TW: '節日禮籃', HK: '節日禮籃', JA: 'お祝いギフトセット', KO: '명절 선물 바구니', ID: 'Parsel hadiah perayaan', ES: 'Cesta de regalo festiva', VI: 'Giỏ quà lễ hội', TA: 'பண்டிகை பரிசுக் கூடை', TH: 'กระเช้าของขวัญเทศกาล' },
    descriptions: {
      EN: 'Tea, sweets and a scented candle, delivered to your door.',
      CN: '茶叶、糖果与香薰蜡烛，送货上门。',
      TW: '茶葉、糖果與香氛蠟燭，送貨到府。',
      HK: '茶葉、糖果及香薰蠟燭，送貨上門。',
      JA: 'お茶、お菓子、アロマキャンドルをご自宅へお届け。',
      KO: '차, 과자, 향초를 집 앞까지 배송.',
      ID: 'Teh, manisan, dan lilin aroma, diantar ke rumah Anda.',
      ES: 'Té, dulces y una vela aromática, entregados en tu puerta.',
      VI: 'Trà, bánh kẹo và nến thơm, giao tận nhà.',
      TA: 'தேநீர், இனிப்புகள், வாசனை மெழுகுவர்த்தி, உங்கள் வீட்டுக்கே.',
      TH: 'ชา ขนม และเทียนหอม ส่งถึงบ้าน',
    },
  },
  {
    code: 'golden-trophy',
    type: 4,
    motif: 'cup',
    price: 28_800,
    inventory: 3,
    names: { EN: 'Golden champion trophy', CN: '黄金冠军奖杯', TW: '黃金冠軍獎盃', HK: '黃金冠軍獎盃', JA: 'ゴールデンチャンピオントロフィー', KO: '골든 챔피언 트로피', ID: 'Trofi juara emas', ES: 'Trofeo de campeón dorado', VI: 'Cúp vô địch vàng', TA: 'தங்க சாம்பியன் கோப்பை', TH: 'ถ้วยแชมป์ทองคำ' },
    descriptions: {
      EN: 'A numbered, gold-plated trophy engraved with your name. Only three made.',
      CN: '限量编号镀金奖杯，刻上您的名字，仅此三座。',
      TW: '限量編號鍍金獎盃，刻上您的名字，僅此三座。',
      HK: '限量編號鍍金獎盃，刻上你的名字，僅此三座。',
      JA: 'お名前を刻印するシリアル番号入りの金メッキトロフィー。限定3個。',
      KO: '이름을 새긴 한정 번호 금도금 트로피, 단 세 개.',
      ID: 'Trofi berlapis emas bernomor dengan nama Anda. Hanya tiga buah.',
      ES: 'Trofeo numerado bañado en oro con tu nombre grabado. Solo tres.',
      VI: 'Cúp mạ vàng có số hiệu, khắc tên bạn. Chỉ có ba chiếc.',
      TA: 'உங்கள் பெயர் பொறித்த எண்ணிடப்பட்ட தங்க முலாம் கோப்பை. மூன்று மட்டுமே.',
      TH: 'ถ้วยชุบทองมีหมายเลข สลักชื่อคุณ มีเพียงสามใบ',
    },
  },
];

/** Per merchant: settings, and how many minor units of its currency a yuan of the list is. */
const MERCHANT_POINTS: Record<string, { exchangeRateCp: bigint; moneyScale: bigint; rates: { live: number; lotto: number; pvp: number; rng: number; sport: number; deposit: number } }> = {
  // 10 points a yuan; 1 % of lottery turnover, less for the games, 0.2 % of deposits
  demo: { exchangeRateCp: 1000n, moneyScale: 1n, rates: { live: 50, lotto: 100, pvp: 50, rng: 80, sport: 60, deposit: 20 } },
  // 2 points a baht, with the same point prices
  lucky: { exchangeRateCp: 200n, moneyScale: 5n, rates: { live: 40, lotto: 100, pvp: 40, rng: 60, sport: 50, deposit: 10 } },
};

/** The points account of the seeded points player (accounts.ts points01) and its payment password. */
const POINTS_PLAYER = { merchantCode: 'demo', username: 'points01', bonusCp: 2_000_000n, paymentPassword: 'pay123456' };

const only = (texts: Texts, langs: readonly Language[]): Partial<Texts> => Object.fromEntries(langs.map((l) => [l, texts[l]]));

/** The points mall of each seed merchant, when it has none yet; then the points player's opening points. */
export async function seedPoints(db: Db): Promise<void> {
  for (const [merchantCode, cfg] of Object.entries(MERCHANT_POINTS)) {
    const [merchant] = await db.select({ languages: merchants.languages }).from(merchants).where(eq(merchants.code, merchantCode));
    if (!merchant) continue;
    const existing = await db.select({ m: pointSettings.merchantCode }).from(pointSettings).where(eq(pointSettings.merchantCode, merchantCode));
    if (existing.length > 0) continue;
    const langs = merchant.languages;
    await db.transaction(async (tx) => {
      await tx.insert(pointSettings).values({
        merchantCode,
        exchangeRateCp: cfg.exchangeRateCp,
        liveBetBp: cfg.rates.live,
        lottoBetBp: cfg.rates.lotto,
        pvpBetBp: cfg.rates.pvp,
        rngBetBp: cfg.rates.rng,
        sportBetBp: cfg.rates.sport,
        depositBp: cfg.rates.deposit,
      });
      await tx.insert(pointRewardTypes).values(TYPES.map((t, i) => ({ merchantCode, type: t.type, physical: t.physical, names: only(t.names, langs), sortOrder: i })));
      await tx.insert(pointRewards).values(
        REWARDS.map((r, i) => ({
          merchantCode,
          type: r.type,
          code: r.code,
          motif: r.motif,
          names: only(r.names, langs),
          descriptions: only(r.descriptions, langs),
          priceCp: r.price === null ? null : BigInt(r.price) * 100n,
          mpPointCp: r.mp ? BigInt(r.mp.points) * 100n : null,
          mpMoneyMinor: r.mp ? BigInt(r.mp.money) * 100n * cfg.moneyScale : null,
          inventory: r.inventory,
          sortOrder: i,
        })),
      );
    });
  }

  const [player] = await db
    .select({ id: customers.id, hash: customers.paymentPasswordHash })
    .from(customers)
    .where(and(eq(customers.merchantCode, POINTS_PLAYER.merchantCode), sql`lower(${customers.username}) = ${POINTS_PLAYER.username}`));
  if (!player) return;
  if (!player.hash) {
    const hash = await hashPassword(POINTS_PLAYER.paymentPassword);
    await db.update(customers).set({ paymentPasswordHash: hash }).where(and(eq(customers.id, player.id), isNull(customers.paymentPasswordHash)));
  }
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(pointAccounts)
      .values({ customerId: player.id, merchantCode: POINTS_PLAYER.merchantCode, balanceCp: POINTS_PLAYER.bonusCp })
      .onConflictDoNothing()
      .returning({ id: pointAccounts.customerId });
    if (!opened) return;
    // the opening balance is one transaction like every other change (9104 bonus points)
    await tx.insert(pointTransactions).values({
      customerId: player.id,
      txTypeId: 9104,
      amountCp: POINTS_PLAYER.bonusCp,
      balanceAfterCp: POINTS_PLAYER.bonusCp,
      source: `seed-bonus:${player.id}`,
      reference: 'welcome to the points mall',
    });
  });
}
