import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuEntry } from '@lotto/contract';
import { useLiveEvent } from '../../../lib/live-events';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toasts';
import { getLotteryMenusQueryOptions } from '../api/get-lottery-menus';

/**
 * A LOTTERY_SETTLED message on the member's topic (the draw engine settled their bets of one
 * issue) shows who won what: a toast naming the game (its name from the lottery menus, else its
 * code), the issue and the payout, or that nothing was won. The balance refresh is the
 * shell's. Renders nothing.
 */
export function LotterySettledToast(): null {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  useLiveEvent(['LOTTERY_SETTLED'], (event) => {
    if (event.type !== 'LOTTERY_SETTLED') return;
    const { gameCode, numero, payout } = event.data;
    const show = (menus: LotteryMenuEntry[]) => {
      const name = menus.flatMap((m) => m.gameMenus).find((g) => g.code === gameCode)?.remark ?? gameCode;
      const won = payout > 0;
      toast({
        title: t('settled.title', { name, numero }),
        message: won ? t('settled.won', { amount: formatMoney(payout) }) : t('settled.lost'),
        tone: won ? 'success' : 'info',
      });
    };
    // the menus are cached once any lottery list was shown; else asked once (a failure names the code)
    void queryClient.fetchQuery(getLotteryMenusQueryOptions()).then(show, () => show([]));
  });
  return null;
}
