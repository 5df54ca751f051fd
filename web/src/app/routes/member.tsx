import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROFILE_ICON_COUNT, MEMBER_CENTRE_DEFAULT_PAGE, isTrialAccount, type Whitelabel } from '@lotto/contract';
import { Skeleton } from '../../components/ui/skeleton';
import { passwordRule, useIsAgent, useLoggedIn, useSession } from '../../features/auth';
import { getUnreadCountQueryOptions } from '../../features/member-bar';
import {
  MemberCentreLayout,
  MemberPageStage,
  MemberPageUnavailable,
  isMemberPageName,
  memberPagePath,
  pageAllowed,
  useMemberMenu,
  type MemberPageName,
} from '../../features/member-centre';
import { useSettings, useStatus } from '../../features/system';
import { loadNamespaces } from '../../lib/i18n';
import { MEMBER_PAGES, type MemberPageProps } from '../member-pages';
import { refuseTrialAccount } from '../setup';
import { usePageTitle } from './use-page-title';

/** A trial account reaching a member URL directly: refused (spec 1 §6) and sent home. */
function TrialRefused() {
  useEffect(refuseTrialAccount, []);
  return <Navigate to="/" replace />;
}

/** The centre for a signed-in real member: menu, loader, and the page from the registry. */
function MemberCentre({ page }: { page: MemberPageName }) {
  const { t } = useTranslation('memberCentre');
  usePageTitle(t(`pages.${page}`));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const settings = useSettings().data;
  const status = useStatus().data;
  const flags = useMemo<Whitelabel>(
    () => ({ ...settings?.whitelabel, ...status?.info.whitelabelVal }),
    [settings?.whitelabel, status?.info.whitelabelVal],
  );
  const { menu, pending } = useMemberMenu({ flags, member: session.info, isAgent: session.isAgent });
  const openPage = useCallback((p: MemberPageName) => void navigate(memberPagePath(p)), [navigate]);
  // the auth feature keeps member info under ['member', 'info'] (its MEMBER_INFO_QUERY_KEY)
  const onMemberChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['member', 'info'] }), [queryClient]);
  const onUnreadChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey }),
    [queryClient],
  );
  const Page = MEMBER_PAGES[page];
  const props: Omit<MemberPageProps, 'onReady'> = {
    page,
    member: session.info,
    flags,
    registerRules: status?.info.register,
    passwordRule: passwordRule(status?.info.register),
    profileIconCount: settings?.PROFILE_ICON_COUNT ?? status?.info.gw.PROFILE_ICON_COUNT ?? DEFAULT_PROFILE_ICON_COUNT,
    openPage,
    onMemberChanged,
    onUnreadChanged,
  };
  // the menu decides which pages this site and account have; wait for it before deciding
  const settled = !pending && settings !== undefined;
  return (
    <MemberCentreLayout menu={menu} menuPending={pending} active={page}>
      <MemberPageStage key={page}>
        {(onReady) =>
          !settled ? (
            <Skeleton className="h-64 w-full rounded-card" />
          ) : !pageAllowed(page, menu) ? (
            <MemberPageUnavailable page={page} onReady={onReady} />
          ) : (
            <Page {...props} onReady={onReady} />
          )
        }
      </MemberPageStage>
    </MemberCentreLayout>
  );
}

/**
 * /member/:page (spec 1 §2, spec 2 §2): the member centre's pages opened by name, each with its own
 * URL so back, refresh and shared links work. /member opens securityCenter; an unknown name too.
 * A visitor goes to /login; a trial account (isAgent 4) is refused (spec 1 §6).
 */
/** The centre's texts and its pages' load before the route shows (lib/locale-groups.ts). */
export const loader = (): Promise<null> =>
  // help: the deposit page's popup shows the help centre's deposit topic
  loadNamespaces(['memberCentre', 'memberSecurity', 'memberMessages', 'money', 'records', 'support', 'help', 'promotions', 'referrals', 'missions']).then(() => null);

export function Component() {
  const { page } = useParams();
  const loggedIn = useLoggedIn();
  const isAgent = useIsAgent();
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (isTrialAccount(isAgent)) return <TrialRefused />;
  if (!isMemberPageName(page)) return <Navigate to={memberPagePath(MEMBER_CENTRE_DEFAULT_PAGE)} replace />;
  return <MemberCentre page={page} />;
}
