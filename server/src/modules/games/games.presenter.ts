import { minorToMajor, type Game, type GameCard, type Language } from '@lotto/contract';
import type { z } from 'zod';
import type { roomSchema, vassGameTypeSchema } from '@lotto/contract';
import type { GameRow, GameVendorRow } from '../../db/schema/index.js';
import { gameIconUrl } from '../../lib/game-icons.js';
import type { GameEntry, ProductEntry } from './games.repository.js';

type Room = z.input<typeof roomSchema>;
type VassGameType = z.input<typeof vassGameTypeSchema>;

/** The name in the caller's language, else EN, else the vendor's game name. */
export const localName = (game: Pick<GameRow, 'names' | 'gameName'>, language: Language): string =>
  game.names[language] ?? game.names.EN ?? game.gameName;

/** A vendor that cannot be launched now (maintenance, or no lobby domain: spec 2 §4). */
export const vendorUnavailable = (vendor: GameVendorRow): boolean => vendor.maintenance || vendor.lobbyDomain === null;

/** A game as the lists send it (spec 2 §3 "Game"); `favourite` only for a logged-in caller. */
export function presentGame({ game, product, vendor }: GameEntry, language: Language, favourite?: boolean): Game {
  const name = localName(game, language);
  return {
    gameId: game.gameId,
    roomId: game.roomId,
    nodeId: game.nodeId,
    vassalage: vendor.vassalage,
    accountTypeName: product.accountTypeName,
    gameType: product.gameType,
    gameClassify: game.gameClassify,
    platform: game.platform,
    // the vendor setting decides an alternate window, so databases seeded before it follow it too
    appNewWindow: game.appNewWindow || vendor.openMode === 'player',
    playerPage: vendor.openMode === 'player',
    supportPlay: game.supportPlay,
    freeplay: game.freeplay && game.supportPlay === 0,
    isGame: 'game',
    displayName: name,
    gameName: game.gameName,
    // The node label the lobby shows: the localised name (the row's node name is the EN one).
    nodeName: game.nodeName && game.nodeName !== game.gameName ? game.nodeName : name,
    showIcon: game.iconUrl,
    smallIcon: game.iconUrl,
    ...(favourite === undefined ? {} : { favourite }),
    maintenance: vendorUnavailable(vendor),
  };
}

/** The VASSALAGE card of a product in the vendor lanes (spec 2 §3 "Game card", spec 3 Replies). */
export function presentCard({ product, vendor }: ProductEntry, extra: { freeplay: boolean; lobbyGameId: string | null }): GameCard {
  return {
    cardId: String(product.accountTypeId),
    displayName: product.displayName,
    gameType: product.gameType,
    isGame: 'VASSALAGE',
    vassalage: vendor.vassalage,
    accountTypeName: product.accountTypeName,
    accountTypeId: product.accountTypeId,
    // The card launches the vendor's lobby game when it has one; slot vendors open the lobby page.
    gameId: product.lobbyNodeId ? extra.lobbyGameId : null,
    nodeId: product.lobbyNodeId,
    icon: gameIconUrl(product.merchantCode, product.accountTypeName),
    freeplay: extra.freeplay,
    maintenance: vendorUnavailable(vendor),
  };
}

export const presentVassGameType = ({ product, vendor }: ProductEntry): VassGameType => ({
  vassalage: vendor.vassalage,
  gameType: product.gameType,
  displayName: product.displayName,
  accountTypeId: product.accountTypeId,
});

/** A live table; limits in major units like balances. */
export function presentRoom({ game }: GameEntry, language: Language): Room {
  return {
    roomId: game.roomId ?? '',
    nodeId: game.nodeId,
    gameId: game.gameId,
    roomName: localName(game, language),
    minBet: minorToMajor(game.minBetMinor),
    maxBet: minorToMajor(game.maxBetMinor),
  };
}
