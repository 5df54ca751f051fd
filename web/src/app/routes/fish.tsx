import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth';
import { GamesHero, VendorPage } from '../../features/games';
import { usePageTitle } from './use-page-title';

/** /fish: the FISH vendors; ?page={accountTypeName} opens that vendor's games (spec 2 §2). */
export function Component() {
  const { t } = useTranslation(['shell', 'games']);
  const session = useSession();
  const title = t('shell:pages.fish');
  usePageTitle(title);
  return (
    <div data-testid="game-type-page" className="shell-container space-y-5 py-4 sm:py-6">
      <GamesHero kind="fish" title={title} subtitle={t('games:taglines.FISH')} />
      <VendorPage gameType="FISH" loggedIn={session.loggedIn} />
    </div>
  );
}
