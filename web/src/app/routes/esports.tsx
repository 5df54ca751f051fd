import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth';
import { GamesHero, VendorPage } from '../../features/games';
import { usePageTitle } from './use-page-title';

/** /esports: the ESPORTS vendors; ?page={accountTypeName} opens that vendor's games (spec 2 §2). */
export function Component() {
  const { t } = useTranslation(['shell', 'games']);
  const session = useSession();
  const title = t('shell:pages.esports');
  usePageTitle(title);
  return (
    <div data-testid="game-type-page" className="shell-container space-y-5 py-4 sm:py-6">
      <GamesHero kind="esports" title={title} subtitle={t('games:taglines.ESPORTS')} />
      <VendorPage gameType="ESPORTS" loggedIn={session.loggedIn} />
    </div>
  );
}
