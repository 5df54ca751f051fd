/** Where generated game and vendor artwork is served (modules/games/game-icon.routes.ts). */
export const GAME_ICONS_PATH = '/res/game-icons';

/** The artwork of a game (by node id) or a vendor product (by account type name); relative, so any host of the site serves it. */
export const gameIconUrl = (merchantCode: string, id: string): string => `${GAME_ICONS_PATH}/${merchantCode}/${id}.svg`;
