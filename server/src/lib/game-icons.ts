/** Where generated game and vendor artwork is served (modules/games/game-icon.routes.ts). */
export const GAME_ICONS_PATH = '/res/game-icons';

/** The artwork of a game (by node id) or a vendor product (by account type name); relative, so any host of the site serves it. */
export const gameIconUrl = (merchantCode: string, id: string): string => `${GAME_ICONS_PATH}/${merchantCode}/${id}.svg`;

/** Where generated lottery artwork is served (lottery/http/icon.routes.ts). */
export const LOTTERY_ICONS_PATH = '/res/lottery-icons';

/**
 * The artwork of a merchant's lottery game; relative, as the games'. A URL, not the picture itself:
 * every reply that lists the games (the home page's countdowns, asked again at each draw) would
 * otherwise carry about 750 bytes of base64 per game.
 */
export const lotteryIconUrl = (merchantCode: string, gameCode: string): string => `${LOTTERY_ICONS_PATH}/${merchantCode}/${gameCode}.svg`;
