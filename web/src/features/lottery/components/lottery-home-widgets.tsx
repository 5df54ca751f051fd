import { CountdownList } from './countdown-list';
import { DrawResults } from './draw-results';
import { PopularTrend } from './popular-trend';
import { QuickBetBox } from './quick-bet-box';

/** The lottery widgets of the home page (spec 2 §2): quick bet, countdowns, popular trend, draw results. */
export function LotteryHomeWidgets() {
  return (
    <div data-testid="lottery-home" className="space-y-6 sm:space-y-8">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-5">
        <QuickBetBox />
        <CountdownList />
      </div>
      <PopularTrend />
      <DrawResults />
    </div>
  );
}
