import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFlag } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRegisterSetting } from '../api/get-register-setting';
import { MobileRegisterForm } from './mobile-register-form';
import { RegisterForm } from './register-form';

export type RegisterTab = 'username' | 'mobile';

/**
 * Which tabs the merchant offers (spec 1 §6 flags): username by USERNAMEREG3, mobile by
 * MOBILENUMPASSREG3 (with password) or MOBILENUMREG3 (mobile only). None set: username, the
 * plain REG3 registration.
 */
export function registerTabs(whitelabel: Record<string, boolean> | undefined): { tabs: RegisterTab[]; mobileWithPassword: boolean } {
  const username = hasFlag(whitelabel, 'USERNAMEREG3');
  const mobileWithPassword = hasFlag(whitelabel, 'MOBILENUMPASSREG3');
  const mobile = mobileWithPassword || hasFlag(whitelabel, 'MOBILENUMREG3');
  const tabs: RegisterTab[] = [];
  if (username || !mobile) tabs.push('username');
  if (mobile) tabs.push('mobile');
  return { tabs, mobileWithPassword };
}

const PERKS: { icon: IconName; key: string }[] = [
  { icon: 'gift', key: 'perks.bonus' },
  { icon: 'lottery', key: 'perks.games' },
  { icon: 'shield', key: 'perks.safe' },
];

/**
 * The registration page (spec 1 §2 #5): a brand panel and the form card with its username/mobile
 * tabs. `siteAffiliateCode` is the affiliate code of the site's domain, used when the URL has none.
 */
export function RegisterPage({
  title,
  whitelabel,
  siteAffiliateCode,
}: {
  title: string;
  whitelabel: Record<string, boolean> | undefined;
  siteAffiliateCode?: string;
}) {
  const { t } = useTranslation('register');
  const setting = useRegisterSetting();
  const { tabs, mobileWithPassword } = registerTabs(whitelabel);
  const [tab, setTab] = useState<RegisterTab>(tabs[0] ?? 'username');
  const active = tabs.includes(tab) ? tab : (tabs[0] ?? 'username');
  const mobileVerification = hasFlag(whitelabel, 'REGMOBVERF3');

  return (
    <section aria-labelledby="page-title" className="shell-container py-6 sm:py-12">
      <div className="mx-auto grid max-w-5xl grid-cols-1 overflow-clip rounded-card border border-border bg-surface shadow-[0_30px_80px_-40px_rgba(0,0,0,0.6)] lg:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden overflow-clip bg-gradient-to-br from-accent/25 via-surface-2 to-accent-2/20 p-10 lg:block">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent/25 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-28 -left-16 size-72 rounded-full bg-accent-2/20 blur-3xl" />
          <div className="relative lg:sticky lg:top-24">
            <p className="inline-flex rounded-full bg-accent/15 px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">{t('badge')}</p>
            <p className="mt-5 text-3xl leading-tight font-extrabold tracking-tight">{t('hero')}</p>
            <p className="mt-3 max-w-sm leading-relaxed text-muted">{t('subtitle')}</p>
            <ul className="mt-8 grid gap-4">
              {PERKS.map((p) => (
                <li key={p.key} className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-control bg-gradient-to-br from-accent to-accent-2 text-accent-contrast">
                    <Icon name={p.icon} className="size-5" />
                  </span>
                  <span className="font-medium">{t(p.key)}</span>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className="min-w-0 p-5 sm:p-8">
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {t('haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-accent hover:underline">
              {t('login')}
            </Link>
          </p>

          <div className="mt-6">
            {setting.isPending ? (
              <div className="grid gap-4" aria-busy="true" data-testid="register-skeleton">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-16 w-full" />
                ))}
              </div>
            ) : setting.isError ? (
              <div role="alert" className="grid gap-3 rounded-control border border-warning/40 bg-warning/10 p-4">
                <p className="text-sm">{t('loadFailed')}</p>
                <Button variant="secondary" onClick={() => void setting.refetch()} className="justify-self-start">
                  <Icon name="refresh" className="size-4" />
                  {t('retry')}
                </Button>
              </div>
            ) : (
              <Tabs.Root value={active} onValueChange={(v) => setTab(v as RegisterTab)}>
                {tabs.length > 1 ? (
                  <Tabs.List aria-label={t('tabs.label')} className="mb-5 grid grid-cols-2 rounded-control bg-surface-2 p-1">
                    {tabs.map((k) => (
                      <Tabs.Trigger
                        key={k}
                        value={k}
                        className={cn(
                          'min-h-11 rounded-[calc(var(--c-radius)*0.55)] text-sm font-semibold text-muted transition',
                          'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow',
                        )}
                      >
                        {t(`tabs.${k}`)}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                ) : null}
                <Tabs.Content value="username">
                  <RegisterForm setting={setting.data} mobileVerification={mobileVerification} siteAffiliateCode={siteAffiliateCode} />
                </Tabs.Content>
                <Tabs.Content value="mobile">
                  <MobileRegisterForm setting={setting.data} withPassword={mobileWithPassword} siteAffiliateCode={siteAffiliateCode} />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
