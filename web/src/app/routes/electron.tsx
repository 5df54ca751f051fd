import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth';
import { GamesHero, SlotLobby } from '../../features/games';
import { usePageTitle } from './use-page-title';

/** /electron (and /rng): the slot lobby; ?page= picks a vendor, hot, recentGameList or favGameList (spec 2 §2). */
export function SlotLobbyPage({ titleKey }: { titleKey: 'electron' | 'rng' }) {
  const { t } = useTranslation(['shell', 'games']);
  const session = useSession();
  const title = t(`shell:pages.${titleKey}`);
  usePageTitle(title);
  return (
    <div data-testid="slot-lobby" className="shell-container space-y-5 py-4 sm:py-6">
      <GamesHero kind="rng" title={title} subtitle={t('games:lobby.subtitle')} />
      <SlotLobby loggedIn={session.loggedIn} />
    </div>
  );
}

export function Component() {
  return <SlotLobbyPage titleKey="electron" />;
}
