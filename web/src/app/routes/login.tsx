import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/layouts/language-switcher';
import { Icon, type IconName } from '../../components/ui/icons';
import { LoginPanel, useAuthStore } from '../../features/auth';
import { isLoggedIn } from '../../lib/storage';
import { firstCustomerService, openCustomerServiceWindow, useSettings, useStatus } from '../../features/system';
import { usePageTitle } from './use-page-title';

/** Only same-site paths may be a next page, so a crafted link cannot send the user away. */
const safeNext = (raw: string | null): string | null => (raw && /^\/(?!\/)/.test(raw) ? raw : null);

const linkClass =
  'flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-text';

function QuickLink({ icon, label, to, onClick }: { icon: IconName; label: string; to?: string; onClick?: () => void }) {
  const body = (
    <>
      <Icon name={icon} className="size-4.5 text-accent" />
      {label}
    </>
  );
  return to ? (
    <Link to={to} className={linkClass}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={linkClass}>
      {body}
    </button>
  );
}

/**
 * /login (spec 1 §2 screen 2): the login panel with language switcher, customer service, speed
 * test and app download links. `?next=` names the page to open after login.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('shell');
  const [params] = useSearchParams();
  // decided once on arrival: a login made on this page navigates by itself when it completes
  const [signedInOnArrival] = useState(() => isLoggedIn() && useAuthStore.getState().forcedChange === null);
  const settings = useSettings().data;
  const status = useStatus().data;
  const title = ts('pages.login');
  usePageTitle(title);
  const next = safeNext(params.get('next'));

  useEffect(() => {
    if (next) useAuthStore.getState().set({ next });
  }, [next]);

  // a signed-in visitor has nothing to do here
  if (signedInOnArrival) return <Navigate to={next ?? '/'} replace />;

  const cs = firstCustomerService(status?.info.customerService);
  const languages = settings?.languages;

  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_15%_10%,color-mix(in_oklab,var(--c-accent)_28%,transparent),transparent_70%),radial-gradient(50%_40%_at_90%_90%,color-mix(in_oklab,var(--c-accent-2)_22%,transparent),transparent_70%)]"
      />
      <div className="shell-container grid items-center gap-8 py-6 sm:py-10 lg:grid-cols-[1fr_440px] lg:gap-16 lg:py-16">
        <section className="hidden lg:block">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent/15 px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">
            <Icon name="sparkles" className="size-3.5" />
            {settings?.siteName ?? ts('app.defaultSiteName')}
          </p>
          <h2 className="mt-5 max-w-xl text-5xl leading-[1.05] font-black tracking-tight">{t('page.heroTitle')}</h2>
          <p className="mt-4 max-w-lg text-lg text-muted">{t('page.heroBody')}</p>
          <ul className="mt-8 grid max-w-lg grid-cols-3 gap-3">
            {(['lottery', 'live', 'slot'] as const).map((k) => (
              <li key={k} className="rounded-card border border-border bg-surface/70 p-4 backdrop-blur">
                <Icon name={k} className="size-7 text-accent" />
                <p className="mt-2 text-sm font-semibold">{t(`page.perk.${k}`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mx-auto w-full max-w-[440px]">
          <div data-testid="login-card" className="rounded-[calc(var(--radius-card)+6px)] border border-border bg-surface/95 p-5 shadow-[0_30px_80px_-30px_rgba(0,0,0,0.6)] backdrop-blur sm:p-7">
            <div className="mb-5 flex items-start justify-between gap-3">
              <div>
                <h1 className="text-2xl font-black tracking-tight">{title}</h1>
                <p className="mt-1 text-sm text-muted">{t('login.subtitle')}</p>
              </div>
              <LanguageSwitcher languages={languages} className="-mt-1 -mr-2 shrink-0" />
            </div>
            <LoginPanel focusFirst={false} />
          </div>
          <nav aria-label={t('page.links')} className="mt-4 flex flex-wrap justify-center gap-1">
            {cs && <QuickLink icon="headset" label={t('page.customerService')} onClick={() => openCustomerServiceWindow(cs.path)} />}
            <QuickLink icon="gauge" label={t('page.speedTest')} to="/speedTest" />
            <QuickLink icon="download" label={t('page.download')} to="/download" />
          </nav>
        </div>
      </div>
    </div>
  );
}
