import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLotteryMenus } from '../api/get-lottery-menus';
import { lotteryHref } from '../hooks/use-quick-bet';

export interface LotteryMenuColumnProps {
  /** Called when a link is followed (the header menu closes itself). */
  onNavigate?: () => void;
}

const LINK = 'flex min-h-11 items-center rounded-control px-2 text-sm hover:bg-surface-2 hover:text-accent';

/**
 * The lottery submenu of the header game menu (spec 2 §2): the games of /lgw/games/game_menus grouped
 * by menu entry (displayName), each to its lottery page with its default play type, then "all lotteries".
 */
export function LotteryMenuColumn({ onNavigate }: LotteryMenuColumnProps) {
  const { t } = useTranslation('lottery');
  const menus = useLotteryMenus();
  const groups = (menus.data ?? []).filter((g) => g.gameMenus.length > 0);
  return (
    <div data-testid="lottery-menu-column" className="max-h-[60vh] overflow-y-auto">
      {menus.isPending ? (
        <div className="space-y-2 px-2" aria-busy="true">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-28" />
        </div>
      ) : (
        groups.map((group) => (
          <section key={`${group.labelName}:${group.gameGroupId}`} aria-label={group.displayName} className="mb-2">
            <h3 className="px-2 pt-1 text-xs font-semibold text-muted">{group.displayName}</h3>
            <ul>
              {group.gameMenus.map((game) => (
                <li key={game.code}>
                  <Link to={lotteryHref({ gameCode: game.code, defaultPlayType: game.defaultPlayType })} onClick={onNavigate} className={LINK}>
                    {game.remark}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Link to="/lottery" onClick={onNavigate} className={`${LINK} gap-1 font-semibold text-accent`}>
        {t('menu.all')}
        <Icon name="chevronRight" className="size-4" />
      </Link>
    </div>
  );
}
