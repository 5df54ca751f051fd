import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GamesHero, MoreGames } from '../../features/games';
import { usePageTitle } from './use-page-title';

/** /more/:gamePage?: the more-games page (spec 2 §2). */
export function Component() {
  const { t } = useTranslation(['shell', 'games']);
  const { gamePage } = useParams();
  const title = t('shell:pages.more');
  usePageTitle(title);
  return (
    <div data-testid="more-games" className="shell-container space-y-6 py-4 sm:py-6">
      <GamesHero kind="esports" title={title} subtitle={t('games:more.subtitle')} />
      <MoreGames gamePage={gamePage} />
    </div>
  );
}
