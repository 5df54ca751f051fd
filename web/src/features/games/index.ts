/**
 * Public surface of the games feature: lobbies, frames, home entry and the launch rules. The header's
 * game menu is loaded from its own module (components/game-menu.tsx) by the shell, so it stays out of
 * the pages that use this index.
 */
export { SlotLobby, SLOT_GAME_TYPE, HOT_TAB, RECENT_TAB, FAVOURITE_TAB, CATEGORY_CLASSIFY } from './components/slot-lobby';
export { VendorPage, type VendorPageProps } from './components/vendor-page';
export { GameFrame, type GameFrameProps } from './components/game-frame';
export { PlayerWindow } from './components/player-window';
export { HomeGamesEntry, type HomeGamesEntryProps } from './components/home-games-entry';
export { MoreGames } from './components/more-games';
export { GameArt } from './components/game-art';
export { GamesHero } from './components/games-hero';
export { useGameLauncher } from './hooks/use-game-launcher';
export { launchPlan, launchLanguage, playUrlOf, gameTypePath, vendorEntryPath, type LaunchPlan, type LaunchableGame, type LaunchContext } from './launch-plan';
export { savePlaySession, readPlaySession, clearPlaySession, type PlaySession, type FrameKind } from './play-session';
export { useVendors, getVendorsQueryOptions, laneOf, type VendorLane } from './api/get-vendors';
