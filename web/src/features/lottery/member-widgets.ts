/**
 * The lottery pieces of a signed-in member's shell: the floating mini game, the refresh on
 * LGSGAMESETTING and the settlement toast. The shell loads them lazily from this module, one chunk,
 * never through the feature's index, which the home page imports at once: a guest never loads them.
 */
export { LotteryMiniGame } from './components/lottery-mini-game';
export { LotterySettingRefresh } from './components/lottery-setting-refresh';
export { LotterySettledToast } from './components/lottery-settled-toast';
