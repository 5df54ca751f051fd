import { useServerTick } from '../hooks/use-server-tick';
import { useZeroRefresh } from '../hooks/use-zero-refresh';
import { bettingLeft } from '../model/countdown';
import { CountdownBadge } from './countdown-badge';

/** A betting deadline on the server clock, and the arrival of the reply it came from (useServerTick's `notBefore`). */
interface Deadline {
  deadline: number | null;
  notBefore: number;
}

/**
 * A countdown badge that ticks on its own: only it renders again each second (the shared ticker,
 * hooks/use-server-tick), not the box or list it sits in, whose games, links and texts stay as
 * they were. On a phone left on the home page that second's work was the whole quick-bet box and
 * countdown list, their texts translated again.
 */
export function LiveCountdown({ deadline, notBefore, className, fitOnPhones }: Deadline & { className?: string; fitOnPhones?: boolean }) {
  const now = useServerTick(notBefore);
  return <CountdownBadge leftMs={deadline === null ? null : bettingLeft(deadline, now)} className={className} fitOnPhones={fitOnPhones} />;
}

/**
 * Asks for `refresh` at the deadline's zero (hooks/use-zero-refresh), ticking on its own; renders
 * nothing. Its effects run before its parent's: `refresh` must not go through a query observer whose
 * options the parent's render has just changed (they are applied in the parent's effects), but name
 * what it refreshes from that render (hooks/use-quick-bet).
 */
export function RefreshAtZero({ deadline, notBefore, refresh }: Deadline & { refresh: () => void }) {
  const now = useServerTick(notBefore);
  useZeroRefresh(deadline === null ? null : bettingLeft(deadline, now), now, refresh);
  return null;
}
