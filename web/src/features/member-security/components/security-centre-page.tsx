import { useEffect, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import { hasFlag, type FieldRule, type MemberInfo, type Whitelabel } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSecurityConfig } from '../api/get-security-config';
import { ActiveSessions } from './active-sessions';
import { EmailSection } from './email-section';
import { useWrongPasswordAtField } from './form-kit';
import { LoginHistory } from './login-history';
import { MobileSection } from './mobile-section';
import { PasswordSection } from './password-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor-section';

const TABS = ['profile', 'passwords', 'contact', 'twoFactor', 'activity'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

export interface SecurityCentrePageProps {
  member: MemberInfo | undefined;
  flags: Whitelabel;
  passwordRule: FieldRule;
  profileIconCount: number;
  onMemberChanged: () => void;
  onReady: () => void;
}

/**
 * The security centre (securityCenter, the member centre's default page; issue 14): profile,
 * passwords, contact details, two-factor set-up and account activity, one tab each. The tab is in
 * the URL (?tab=), so refresh and shared links keep it.
 */
export function SecurityCentrePage({ member, flags, passwordRule, profileIconCount, onMemberChanged, onReady }: SecurityCentrePageProps) {
  const { t } = useTranslation('memberSecurity');
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'profile';
  const config = useSecurityConfig();
  useWrongPasswordAtField();
  useEffect(() => {
    if (!config.isPending) onReady();
  }, [config.isPending, onReady]);
  const needsConfig = (content: (c: NonNullable<typeof config.data>) => ReactNode) =>
    config.data ? (
      content(config.data)
    ) : config.isError ? (
      <LoadFailed error={config.error} onRetry={() => void config.refetch()} />
    ) : (
      <Skeleton className="h-64 w-full rounded-card" />
    );
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-5" data-testid="security-centre">
      <h1 id={headingId} className="text-xl font-extrabold tracking-tight sm:text-2xl">
        {t('title')}
      </h1>
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="grid min-w-0 gap-4">
        <Tabs.List aria-label={t('tabs.label')} className="flex flex-wrap gap-1 rounded-control bg-surface-2/70 p-1">
          {TABS.map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              className={cn(
                'min-h-11 shrink-0 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold whitespace-nowrap text-muted transition',
                'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm',
              )}
            >
              {t(`tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className="grid gap-4">
          <ProfileSection member={member} flags={flags} iconCount={profileIconCount} onMemberChanged={onMemberChanged} />
        </Tabs.Content>
        <Tabs.Content value="passwords" className="grid gap-4">
          <PasswordSection rule={passwordRule} />
          {needsConfig((c) => <PaymentPasswordSection config={c} />)}
        </Tabs.Content>
        <Tabs.Content value="contact" className="grid gap-4">
          {needsConfig((c) => (
            <>
              {hasFlag(flags, 'UPDATEMOBILEICC3') ? <MobileSection config={c} onMemberChanged={onMemberChanged} /> : null}
              <EmailSection config={c} onMemberChanged={onMemberChanged} />
            </>
          ))}
        </Tabs.Content>
        <Tabs.Content value="twoFactor" className="grid gap-4">
          {needsConfig((c) => <TwoFactorSection config={c} />)}
        </Tabs.Content>
        <Tabs.Content value="activity" className="grid gap-4">
          <ActiveSessions />
          <LoginHistory />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
