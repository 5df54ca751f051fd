/**
 * Public surface of the member centre's record pages (issue 14). Each page is also the default
 * export of its own file, so the centre's registry (app/member-pages.ts) loads each one lazily.
 */
export { BettingRecordPage } from './pages/betting-record-page';
export { AccountRecordPage } from './pages/account-record-page';
export { PersonalLossPage } from './pages/personal-loss-page';
export { BonusDetailsPage } from './pages/bonus-details-page';
export { PlayerRankPage } from './pages/player-rank-page';
