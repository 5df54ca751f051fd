/**
 * Public surface of the lottery feature: home widgets, lottery pages, trend page. The shell's lazy
 * pieces load from their own modules (member-widgets.ts, components/lottery-menu-column.tsx), so
 * the pages that import this index do not carry them.
 */
export { LotteryHomeWidgets } from './components/lottery-home-widgets';
export { QuickBetBox, showStayTuned } from './components/quick-bet-box';
export { CountdownList } from './components/countdown-list';
export { DrawResults } from './components/draw-results';
export { PopularTrend } from './components/popular-trend';
export { LotteryGamePage, type LotteryGamePageProps } from './components/lottery-game-page';
export { TrendPage } from './components/trend-page';
export { LotteryHomeBlock, HOME_BLOCK_POPULAR_LOTTERIES } from './components/lottery-home-block';
export { planLotteryLaunch, planVnLaunch, lottoModeOf, frameUrl, isFrameableUrl, type LotteryArea } from './model/launch-plan';
export { showsMiniGame, MINI_GAME_HIDDEN_ROUTES } from './model/mini-game';
