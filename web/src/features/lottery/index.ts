/** Public surface of the lottery feature: home widgets, lottery pages, trend page, mini-game widget. */
export { LotteryHomeWidgets } from './components/lottery-home-widgets';
export { QuickBetBox, showStayTuned } from './components/quick-bet-box';
export { CountdownList } from './components/countdown-list';
export { DrawResults } from './components/draw-results';
export { PopularTrend } from './components/popular-trend';
export { LotteryGamePage, type LotteryGamePageProps } from './components/lottery-game-page';
export { TrendPage } from './components/trend-page';
export { LotteryMiniGame } from './components/lottery-mini-game';
export { LotterySettingRefresh } from './components/lottery-setting-refresh';
export { LotterySettledToast } from './components/lottery-settled-toast';
export { LotteryMenuColumn, type LotteryMenuColumnProps } from './components/lottery-menu-column';
export { LotteryHomeBlock, HOME_BLOCK_POPULAR_LOTTERIES } from './components/lottery-home-block';
export { planLotteryLaunch, planVnLaunch, lottoModeOf, frameUrl, isFrameableUrl, type LotteryArea } from './model/launch-plan';
export { showsMiniGame, MINI_GAME_HIDDEN_ROUTES } from './model/mini-game';
