import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUP_PROMOTION, promotionPage, type Banner, type Whitelabel } from '@lotto/contract';
import { useSession } from '../../features/auth';
import { BannerCarouselSection } from '../../features/home-content';
import { useGameLauncher } from '../../features/games';
import { PromotionsPage } from '../../features/promotions';
import { useSettings, useStatus } from '../../features/system';
import { requireRealAccount } from '../../lib/access-gate';
import { loadNamespaces } from '../../lib/i18n';
import { openMemberCentre } from '../setup';
import { usePageTitle } from './use-page-title';

/** The w_promotion banners (spec 2 §9), from the home-content feature; a G banner launches its game. */
function PromotionBanners() {
  const launch = useGameLauncher();
  const onGame = useCallback(
    (banner: Banner) => launch({ vassalage: banner.vendor ?? '', gameType: 'RNG', nodeId: banner.nodeId, roomId: banner.roomId, gameId: banner.linkage, isGame: 'game' }),
    [launch],
  );
  return <BannerCarouselSection groupName={BANNER_GROUP_PROMOTION} onGame={onGame} />;
}

/**
 * A promotion type's member-centre page (spec 2 §9 map). Every page the map names exists in the
 * centre: the ones whose content is other work (missions, referral) open its empty state.
 */
const pageOf = (promotionType: string): string | null => promotionPage(promotionType);

/** /promotion (spec 2 §2): the promotions page with its banners, cards, claims and raffle. */
export function Component() {
  const { t } = useTranslation('shell');
  const title = t('pages.promotion');
  usePageTitle(title);
  const navigate = useNavigate();
  const session = useSession();
  const settings = useSettings().data;
  const status = useStatus().data;
  const flags: Whitelabel = { ...settings?.whitelabel, ...status?.info?.whitelabelVal };
  return (
    <PromotionsPage
      title={title}
      loggedIn={session.loggedIn}
      isAgent={session.isAgent}
      flags={flags}
      pageOf={pageOf}
      onGoTo={(page) => openMemberCentre(page, (path) => void navigate(path))}
      onLogin={() => void requireRealAccount()}
      banner={<PromotionBanners />}
    />
  );
}

/** The page's texts (its own namespace, and the banners') arrive before it renders. */
export const loader = (): Promise<null> => loadNamespaces(['promotions', 'homeContent']).then(() => null);
