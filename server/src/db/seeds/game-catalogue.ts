import type { Language } from '@lotto/contract';
import type { GameOpenMode } from '../schema/index.js';

/**
 * The demo game catalogue (ours): realistic vendors, products and games. Every game is playable
 * through the built-in demo vendor (its `demoKind`); names fall back to EN where a language has none.
 */

export type Names = Partial<Record<Language, string>>;
export type GameClassify = 'VIDEO_POKER' | 'TABLE' | 'SCRATCH' | 'ARCADE' | 'JACKPOT';

export interface GameSeed {
  code: string;
  names: Names;
  classify?: GameClassify | null;
  lines?: number;
  /** Minimum and maximum bet in minor units. */
  minBet?: number;
  maxBet?: number;
  /** 1: no free trial (spec 2 §2). */
  supportPlay?: 0 | 1;
  hot?: number;
  roomId?: string;
}

export interface ProductSeed {
  gameType: 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS';
  displayName: string;
  /** A vendor lobby game the VASSALAGE card launches (live, sports, e-sports, cards). */
  lobby?: Names;
  games: GameSeed[];
}

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  openMode: GameOpenMode;
  /** 'self' serves games from this site's demo vendor; null answers game_maintenance (spec 2 §4). */
  lobbyDomain: string | null;
  maintenance?: boolean;
  /** Maintenance window in hours from the seed time: [start, end]. */
  maintenanceWindowHours?: [number, number];
  products: ProductSeed[];
}

/** Marker of `game_vendors.lobby_domain`: the games are served by this site (server/src/demo-vendor). */
export const SELF_LOBBY_DOMAIN = 'self';

const n = (EN: string, CN: string, TW = CN, more: Names = {}): Names => ({ EN, CN, TW, HK: TW, ...more });

/** [code, EN, CN, TW, classify, lines, minBet minor, supportPlay, hot] */
type SlotRow = [string, string, string, string, GameClassify | null, number, number, 0 | 1, number?];
const slots = (rows: SlotRow[], extra: Record<string, Names> = {}): GameSeed[] =>
  rows.map(([code, en, cn, tw, classify, lines, minBet, supportPlay, hot]) => ({
    code,
    names: n(en, cn, tw, extra[code]),
    classify,
    lines,
    minBet,
    maxBet: minBet * 500,
    supportPlay,
    hot,
  }));

/** [code, EN, CN, TW, roomId, minBet minor] — live tables, supportPlay 1 (no trial at a live table). */
type TableRow = [string, string, string, string, string, number];
const tables = (rows: TableRow[]): GameSeed[] =>
  rows.map(([code, en, cn, tw, roomId, minBet]) => ({ code, names: n(en, cn, tw), roomId, minBet, maxBet: minBet * 1000, supportPlay: 1 }));

const HOT_NAMES: Record<string, Names> = {
  'fortune-tiger': { JA: 'フォーチュン・タイガー', KO: '포춘 타이거', TH: 'เสือนำโชค', VI: 'Hổ Tài Lộc', ID: 'Harimau Keberuntungan', ES: 'Tigre de la Fortuna' },
  'mahjong-ways': { JA: '麻雀ウェイズ', KO: '마작 웨이즈', TH: 'มาจองเวย์', VI: 'Đường Mạt Chược' },
  'lucky-neko': { JA: 'ラッキー招き猫', KO: '럭키 네코', TH: 'แมวกวักนำโชค', VI: 'Mèo Thần Tài' },
  'fortune-ox': { JA: 'フォーチュン・オックス', KO: '포춘 옥스', TH: 'วัวนำโชค', VI: 'Trâu Vàng' },
  'caishen-wins': { JA: '財神ウィンズ', KO: '재신 윈즈', TH: 'ไฉ่ซิงเอี๊ยะ', VI: 'Thần Tài Đến' },
  'mega-fortune': { JA: 'メガ・フォーチュン', KO: '메가 포춘', TH: 'เมก้าฟอร์จูน', VI: 'Đại Phú Quý' },
  'royal-fishing': { JA: 'ロイヤル・フィッシング', KO: '로열 피싱', TH: 'ยิงปลาราชวงศ์', VI: 'Bắn Cá Hoàng Gia' },
  'jacks-or-better': { JA: 'ジャックス・オア・ベター', KO: '잭스 오어 베터', TH: 'แจ็คหรือดีกว่า', VI: 'Bồi Trở Lên' },
};

const PG_SLOTS = slots(
  [
    ['fortune-tiger', 'Fortune Tiger', '招财虎', '招財虎', null, 5, 20, 0, 1],
    ['mahjong-ways', 'Mahjong Ways', '麻将胡了', '麻將胡了', null, 1024, 20, 0, 2],
    ['mahjong-ways-2', 'Mahjong Ways 2', '麻将胡了2', '麻將胡了2', null, 2000, 20, 0, 6],
    ['lucky-neko', 'Lucky Neko', '招财猫', '招財貓', null, 243, 20, 0, 4],
    ['treasures-of-aztec', 'Treasures of Aztec', '寻宝黄金城', '尋寶黃金城', null, 1024, 20, 0],
    ['wild-bandito', 'Wild Bandito', '亡灵大盗', '亡靈大盜', null, 1024, 20, 0],
    ['dragon-hatch', 'Dragon Hatch', '寻龙探宝', '尋龍探寶', null, 243, 20, 0],
    ['ganesha-gold', 'Ganesha Gold', '象神黄金', '象神黃金', null, 20, 20, 0],
    ['caishen-wins', 'Caishen Wins', '财神到', '財神到', null, 1024, 20, 0, 5],
    ['dreams-of-macau', 'Dreams of Macau', '澳门壕梦', '澳門壕夢', null, 1024, 20, 0],
    ['fortune-ox', 'Fortune Ox', '十倍金牛', '十倍金牛', null, 10, 20, 0, 3],
    ['fortune-rabbit', 'Fortune Rabbit', '招财兔', '招財兔', null, 10, 20, 0],
    ['double-fortune', 'Double Fortune', '双囍临门', '雙囍臨門', null, 30, 20, 0],
    ['medusa-2', 'Medusa II', '美杜莎2', '美杜莎2', null, 25, 20, 0],
    ['plinko-pop', 'Plinko Pop', '弹珠乐', '彈珠樂', 'ARCADE', 0, 10, 0],
    ['pg-baccarat-deluxe', 'Baccarat Deluxe', '豪华百家乐', '豪華百家樂', 'TABLE', 0, 100, 0],
  ],
  HOT_NAMES,
);

const JDB_SLOTS = slots([
  ['lucky-seven', 'Lucky Seven', '幸运777', '幸運777', null, 5, 10, 0, 8],
  ['beauty-and-the-kingdom', 'Beauty and the Kingdom', '美人国', '美人國', null, 25, 10, 0],
  ['dragon-warrior', 'Dragon Warrior', '龙战士', '龍戰士', null, 50, 10, 0],
  ['kong', 'Kong', '金刚', '金剛', null, 243, 10, 0],
  ['moneybags-man', 'Moneybags Man', '钱袋人', '錢袋人', null, 25, 10, 0],
  ['jdb-jacks-or-better', 'Jacks or Better', '对J高手', '對J高手', 'VIDEO_POKER', 0, 50, 0],
  ['jdb-deuces-wild', 'Deuces Wild', '百搭二王', '百搭二王', 'VIDEO_POKER', 0, 50, 0],
  ['jdb-scratch-zodiac', 'Zodiac Scratch', '生肖刮刮乐', '生肖刮刮樂', 'SCRATCH', 0, 100, 0],
  ['jdb-mines', 'Lucky Mines', '幸运扫雷', '幸運掃雷', 'ARCADE', 0, 10, 0],
  ['jdb-super-jackpot', 'Super Jackpot Party', '超级大奖派对', '超級大獎派對', 'JACKPOT', 30, 100, 1],
]);

const CQ9_SLOTS = slots([
  ['jump-high', 'Jump High', '跳高高', '跳高高', null, 243, 10, 0, 9],
  ['god-of-war', 'God of War', '武圣', '武聖', null, 243, 10, 0],
  ['good-fortune', 'Good Fortune', '鸿福齐天', '鴻福齊天', null, 25, 10, 0],
  ['rave-jump', 'Rave Jump', '跳起来', '跳起來', null, 9, 10, 0],
  ['so-sweet', 'So Sweet', '甜蜜蜜', '甜蜜蜜', null, 50, 10, 0],
  ['zeus', 'Zeus', '宙斯', '宙斯', null, 30, 10, 0],
  ['cq9-joker-poker', 'Joker Poker', '小丑扑克', '小丑撲克', 'VIDEO_POKER', 0, 50, 0],
  ['cq9-sic-bo', 'Sic Bo Dice', '骰宝', '骰寶', 'TABLE', 0, 100, 0],
  ['cq9-gold-scratch', 'Gold Rush Scratch', '淘金刮刮乐', '淘金刮刮樂', 'SCRATCH', 0, 100, 0],
  ['cq9-hilo', 'Hi-Lo Rush', '猜大小', '猜大小', 'ARCADE', 0, 10, 0],
]);

const PT_SLOTS = slots(
  [
    ['age-of-the-gods', 'Age of the Gods', '众神时代', '眾神時代', 'JACKPOT', 20, 20, 1, 7],
    ['mega-fortune', 'Mega Fortune Dreams', '超级幸运梦', '超級幸運夢', 'JACKPOT', 25, 50, 1, 10],
    ['buffalo-blitz', 'Buffalo Blitz', '野牛闪电突击', '野牛閃電突擊', null, 4096, 20, 0],
    ['great-blue', 'Great Blue', '大蓝鲸', '大藍鯨', null, 25, 20, 0],
    ['white-king', 'White King', '白狮王', '白獅王', null, 40, 20, 0],
    ['halloween-fortune', 'Halloween Fortune', '万圣节财富', '萬聖節財富', null, 20, 20, 0],
    ['pt-blackjack', 'Blackjack Switch', '21点转换', '21點轉換', 'TABLE', 0, 100, 0],
    ['pt-european-roulette', 'European Roulette', '欧式轮盘', '歐式輪盤', 'TABLE', 0, 100, 0],
    ['jacks-or-better', 'Jacks or Better', '对J高手', '對J高手', 'VIDEO_POKER', 0, 50, 0, 11],
    ['pt-double-bonus-poker', 'Double Bonus Poker', '双倍奖金扑克', '雙倍獎金撲克', 'VIDEO_POKER', 0, 50, 0],
    ['pt-treasure-scratch', 'Treasure Scratch', '寻宝刮刮卡', '尋寶刮刮卡', 'SCRATCH', 0, 100, 0],
    ['pt-keno-blast', 'Keno Blast', '基诺爆破', '基諾爆破', 'ARCADE', 0, 10, 0],
  ],
  HOT_NAMES,
);

const AG_SLOTS = slots([
  ['ag-fortune-gods', 'Fortune Gods', '福星高照', '福星高照', null, 25, 20, 0],
  ['ag-dragon-boat', 'Dragon Boat', '龙舟竞渡', '龍舟競渡', null, 9, 20, 0],
  ['ag-jackpot-giant', 'Jackpot Giant', '巨人大奖', '巨人大獎', 'JACKPOT', 50, 100, 1],
  ['ag-crash-rocket', 'Crash Rocket', '火箭冲天', '火箭衝天', 'ARCADE', 0, 10, 0],
  ['ag-lucky-scratch', 'Lucky Scratch', '幸运刮刮乐', '幸運刮刮樂', 'SCRATCH', 0, 100, 0],
  ['ag-panda-pop', 'Panda Pop', '熊猫乐园', '熊貓樂園', null, 243, 20, 0],
]);

const JILI_SLOTS = slots([
  ['super-ace', 'Super Ace', '超级王牌', '超級王牌', null, 1024, 10, 0, 12],
  ['golden-empire', 'Golden Empire', '黄金帝国', '黃金帝國', null, 32400, 10, 0],
  ['money-coming', 'Money Coming', '钱来了', '錢來了', null, 1, 10, 0],
  ['boxing-king', 'Boxing King', '拳王', '拳王', null, 88, 10, 0],
  ['charge-buffalo', 'Charge Buffalo', '狂暴水牛', '狂暴水牛', null, 1024, 10, 0],
  ['crazy-777', 'Crazy 777', '疯狂777', '瘋狂777', null, 5, 10, 0],
  ['jili-dragon-tiger', 'Dragon & Tiger', '龙虎斗', '龍虎鬥', 'TABLE', 0, 100, 0],
  ['jili-mega-jackpot', 'Mega Ace Jackpot', '超级王牌大奖', '超級王牌大獎', 'JACKPOT', 1024, 100, 1],
]);

const GPI_SLOTS = slots([
  ['gpi-lucky-koi', 'Lucky Koi', '锦鲤', '錦鯉', null, 25, 20, 0],
  ['gpi-three-kingdoms', 'Three Kingdoms', '三国', '三國', null, 243, 20, 0],
  ['gpi-golden-lotus', 'Golden Lotus', '金莲', '金蓮', null, 9, 20, 0],
  ['gpi-wealth-god', 'Wealth God', '财神爷', '財神爺', null, 30, 20, 0],
  ['gpi-divine-fortune', 'Divine Fortune', '神圣财富', '神聖財富', 'JACKPOT', 20, 50, 1],
  ['gpi-bingo-scratch', 'Bingo Scratch', '宾果刮刮卡', '賓果刮刮卡', 'SCRATCH', 0, 100, 0],
]);

/** [code, EN, CN, TW, minBet minor, hot] — fish shooting, all playable for free. */
const fish = (rows: [string, string, string, string, number, number?][]): GameSeed[] =>
  rows.map(([code, en, cn, tw, minBet, hot]) => ({
    code,
    names: n(en, cn, tw, HOT_NAMES[code]),
    minBet,
    maxBet: minBet * 1000,
    supportPlay: 0,
    hot,
  }));

const LIVE_LOBBY = (en: string, cn: string, tw = cn) => n(en, cn, tw);

const liveTables = (prefix: string): GameSeed[] =>
  tables([
    [`${prefix}-baccarat-a`, 'Baccarat A', '百家乐 A', '百家樂 A', `${prefix.toUpperCase()}-R01`, 1000],
    [`${prefix}-baccarat-b`, 'Baccarat B', '百家乐 B', '百家樂 B', `${prefix.toUpperCase()}-R02`, 1000],
    [`${prefix}-speed-baccarat`, 'Speed Baccarat', '极速百家乐', '極速百家樂', `${prefix.toUpperCase()}-R03`, 2000],
    [`${prefix}-roulette`, 'Roulette', '轮盘', '輪盤', `${prefix.toUpperCase()}-R04`, 500],
    [`${prefix}-dragon-tiger`, 'Dragon Tiger', '龙虎', '龍虎', `${prefix.toUpperCase()}-R05`, 1000],
  ]);

/** Every demo vendor; PT, PTSS, DG, GPI, JDB, AE and ALB are named by spec 2 §4. */
export const DEMO_CATALOGUE: readonly VendorSeed[] = [
  {
    vassalage: 'PT',
    displayName: 'Playtech',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'LIVE', displayName: 'PT Live', lobby: LIVE_LOBBY('PT Live Lobby', 'PT 真人大厅', 'PT 真人大廳'), games: liveTables('pt') },
      { gameType: 'RNG', displayName: 'PT Slots', games: PT_SLOTS },
      { gameType: 'FISH', displayName: 'PT Fishing', games: fish([['pt-fishing-kings', 'Fishing Kings', '捕鱼之王', '捕魚之王', 100]]) },
    ],
  },
  {
    vassalage: 'PTSS',
    displayName: 'Playtech Seamless',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      {
        gameType: 'LIVE',
        displayName: 'PTSS Live',
        lobby: LIVE_LOBBY('PTSS Live Lobby', 'PTSS 真人大厅', 'PTSS 真人大廳'),
        games: [
          ...liveTables('ptss').slice(0, 3),
          // A high-limit table: its minimum bet is above the demo player's balance.
          { code: 'ptss-vip-baccarat', names: n('VIP Baccarat', 'VIP 百家乐', 'VIP 百家樂'), roomId: 'PTSS-VIP', minBet: 2_000_000, maxBet: 200_000_000, supportPlay: 1 },
        ],
      },
    ],
  },
  {
    vassalage: 'DG',
    displayName: 'Dream Gaming',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'LIVE', displayName: 'DG Live', lobby: LIVE_LOBBY('DG Live Lobby', 'DG 真人大厅', 'DG 真人大廳'), games: liveTables('dg') },
      { gameType: 'FISH', displayName: 'DG Fishing', games: fish([['dg-fishing-star', 'Fishing Star', '捕鱼之星', '捕魚之星', 100]]) },
    ],
  },
  {
    vassalage: 'GPI',
    displayName: 'GPI Gaming',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'LIVE', displayName: 'GPI Live', lobby: LIVE_LOBBY('GPI Live Lobby', 'GPI 真人大厅', 'GPI 真人大廳'), games: liveTables('gpi').slice(0, 3) },
      { gameType: 'RNG', displayName: 'GPI Slots', games: GPI_SLOTS },
    ],
  },
  {
    vassalage: 'JDB',
    displayName: 'JDB Gaming',
    openMode: 'frame',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'RNG', displayName: 'JDB Slots', games: JDB_SLOTS },
      {
        gameType: 'FISH',
        displayName: 'JDB Fishing',
        games: fish([
          ['jdb-fishing-disco', 'Fishing Disco', '捕鱼迪斯科', '捕魚迪斯科', 100],
          ['jdb-dragon-fishing', 'Dragon Fishing', '龙王捕鱼', '龍王捕魚', 100, 4],
        ]),
      },
    ],
  },
  {
    vassalage: 'AE',
    displayName: 'AE Sexy',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [{ gameType: 'LIVE', displayName: 'AE Sexy Baccarat', lobby: LIVE_LOBBY('AE Sexy Lobby', 'AE 性感百家乐', 'AE 性感百家樂'), games: liveTables('ae').slice(0, 3) }],
  },
  {
    vassalage: 'ALB',
    displayName: 'Allbet',
    openMode: 'player',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [{ gameType: 'LIVE', displayName: 'Allbet Live', lobby: LIVE_LOBBY('Allbet Lobby', '欧博真人大厅', '歐博真人大廳'), games: liveTables('alb') }],
  },
  {
    vassalage: 'AG',
    displayName: 'Asia Gaming',
    openMode: 'player',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'LIVE', displayName: 'AG Live', lobby: LIVE_LOBBY('AG Live Lobby', 'AG 真人大厅', 'AG 真人大廳'), games: liveTables('ag'), },
      { gameType: 'RNG', displayName: 'AG Slots', games: AG_SLOTS },
      { gameType: 'FISH', displayName: 'AG Fishing', games: fish([['ag-fishing-king', 'Fishing King', '捕鱼王', '捕魚王', 100, 3]]) },
    ],
  },
  {
    vassalage: 'EVO',
    displayName: 'Evolution',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      {
        gameType: 'LIVE',
        displayName: 'Evolution Live',
        lobby: LIVE_LOBBY('Evolution Lobby', 'EVO 真人大厅', 'EVO 真人大廳'),
        games: [
          ...liveTables('evo'),
          ...tables([['evo-lightning-roulette', 'Lightning Roulette', '闪电轮盘', '閃電輪盤', 'EVO-R06', 500]]).map((g) => ({ ...g, hot: 2 })),
        ],
      },
    ],
  },
  {
    vassalage: 'BBIN',
    displayName: 'BBIN',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    maintenance: true,
    maintenanceWindowHours: [-1, 5],
    products: [{ gameType: 'LIVE', displayName: 'BBIN Live', lobby: LIVE_LOBBY('BBIN Live Lobby', 'BBIN 真人大厅', 'BBIN 真人大廳'), games: liveTables('bbin').slice(0, 2) }],
  },
  {
    vassalage: 'PG',
    displayName: 'PG Soft',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [{ gameType: 'RNG', displayName: 'PG Slots', games: PG_SLOTS }],
  },
  {
    vassalage: 'CQ9',
    displayName: 'CQ9 Gaming',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'RNG', displayName: 'CQ9 Slots', games: CQ9_SLOTS },
      { gameType: 'FISH', displayName: 'CQ9 Fishing', games: fish([['cq9-paradise', 'Paradise', '皇金渔场', '皇金漁場', 100], ['cq9-oneshot-fishing', 'Oneshot Fishing', '一炮捕鱼', '一炮捕魚', 100]]) },
    ],
  },
  {
    vassalage: 'JILI',
    displayName: 'JILI Games',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      { gameType: 'RNG', displayName: 'JILI Slots', games: JILI_SLOTS },
      {
        gameType: 'FISH',
        displayName: 'JILI Fishing',
        games: fish([
          ['royal-fishing', 'Royal Fishing', '钱龙捕鱼', '錢龍捕魚', 100, 1],
          ['mega-fishing', 'Mega Fishing', '超级捕鱼', '超級捕魚', 100, 2],
          ['jackpot-fishing', 'Jackpot Fishing', '大奖捕鱼', '大獎捕魚', 100],
          ['dinosaur-tycoon', 'Dinosaur Tycoon', '恐龙大亨', '恐龍大亨', 100],
        ]),
      },
    ],
  },
  {
    vassalage: 'KY',
    displayName: 'Kaiyuan Cards',
    openMode: 'window',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [
      {
        gameType: 'PVP',
        displayName: 'KY Cards',
        lobby: n('KY Cards Lobby', '开元棋牌大厅', '開元棋牌大廳'),
        games: [
          { code: 'ky-texas-holdem', names: n("Texas Hold'em", '德州扑克', '德州撲克'), minBet: 100, supportPlay: 0, hot: 1 },
          { code: 'ky-niuniu', names: n('Bull Bull', '抢庄牛牛', '搶莊牛牛'), minBet: 100, supportPlay: 0, hot: 2 },
          { code: 'ky-zhajinhua', names: n('Three Card Poker', '炸金花', '炸金花'), minBet: 100, supportPlay: 0 },
          { code: 'ky-landlord', names: n('Fight the Landlord', '斗地主', '鬥地主'), minBet: 100, supportPlay: 0 },
          { code: 'ky-mahjong', names: n('Two-Player Mahjong', '二人麻将', '二人麻將'), minBet: 100, supportPlay: 1 },
          { code: 'ky-blackjack', names: n('Blackjack', '21点', '21點'), minBet: 100, supportPlay: 0 },
        ],
      },
    ],
  },
  {
    vassalage: 'SABA',
    displayName: 'SABA Sports',
    openMode: 'frame',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [{ gameType: 'SPORTS', displayName: 'SABA Sports', lobby: n('SABA Sportsbook', '沙巴体育', '沙巴體育'), games: [] }],
  },
  {
    // No lobby domain configured: launching answers game_maintenance (spec 2 §4).
    vassalage: 'SBO',
    displayName: 'SBOBET',
    openMode: 'frame',
    lobbyDomain: null,
    products: [{ gameType: 'SPORTS', displayName: 'SBO Sports', lobby: n('SBO Sportsbook', '利记体育', '利記體育'), games: [] }],
  },
  {
    vassalage: 'IM',
    displayName: 'IM eSports',
    openMode: 'frame',
    lobbyDomain: SELF_LOBBY_DOMAIN,
    products: [{ gameType: 'ESPORTS', displayName: 'IM eSports', lobby: n('IM eSports Arena', 'IM 电竞', 'IM 電競'), games: [] }],
  },
];

const LUCKY_THAI: Record<string, string> = {
  'fortune-tiger': 'เสือนำโชค',
  'mahjong-ways': 'มาจองเวย์',
  'lucky-neko': 'แมวกวักนำโชค',
  'royal-fishing': 'ยิงปลาราชวงศ์',
};

/** The second merchant's smaller catalogue: a few vendors of the demo one. */
export const LUCKY_CATALOGUE: readonly VendorSeed[] = DEMO_CATALOGUE.filter((v) => ['PG', 'JILI', 'EVO', 'SABA', 'KY'].includes(v.vassalage)).map((v) => ({
  ...v,
  products: v.products.map((p) => ({
    ...p,
    games: p.games.slice(0, 8).map((g) => ({ ...g, names: { ...g.names, TH: LUCKY_THAI[g.code] ?? g.names.TH } })),
  })),
}));

export const GAME_CATALOGUES: Readonly<Record<string, readonly VendorSeed[]>> = {
  demo: DEMO_CATALOGUE,
  lucky: LUCKY_CATALOGUE,
};
