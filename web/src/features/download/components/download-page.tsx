import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSiteResources } from '../../../lib/site-resources';
import { appLinksOf, hasInstallGuide } from '../model/app-links';
import { AppCodeCard } from './app-code-card';
import { AndroidInstallGuide, IosInstallGuide } from './install-guides';

/**
 * The app download page (spec 1 §2 /download, spec 2 §2 "Download page"): a QR code per app link
 * the merchant's resources hold (Android, iOS, H5), each also to open or copy on the phone itself,
 * and the install guides of links that lead to this site (the site added to the home screen).
 */
export function DownloadPage({ title, pending = false }: { title: string; /** The site status (with the resources) has not arrived yet. */ pending?: boolean }) {
  const { t } = useTranslation('download');
  const resources = useSiteResources();
  const links = useMemo(() => appLinksOf(resources, window.location.origin), [resources]);
  const ios = links.find((l) => l.platform === 'IOS');
  const android = links.find((l) => l.platform === 'Android');
  const iosGuide = hasInstallGuide(ios);
  const androidGuide = hasInstallGuide(android);

  // a link such as /download#install-ios (a scanned code, or the card's own link) shows its guide
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash, iosGuide, androidGuide]);

  return (
    <section aria-labelledby="page-title" className="shell-container py-6 sm:py-10">
      <div className="mx-auto max-w-5xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
          <Icon name="download" className="size-5" />
          {t('eyebrow')}
        </p>
        <h1 id="page-title" className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h1>
        {pending ? (
          <ul aria-busy="true" aria-label={t('loading')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <li key={n}>
                <Skeleton className="h-80 w-full rounded-card" />
              </li>
            ))}
          </ul>
        ) : links.length === 0 ? (
          <div data-testid="download-empty" className="mt-6 rounded-card border border-border bg-surface px-6 py-12 text-center">
            <Icon name="download" className="mx-auto size-10 text-muted" />
            <p className="mt-4 text-lg font-bold">{t('empty.title')}</p>
            <p className="mx-auto mt-2 max-w-md text-sm text-muted">{t('empty.body')}</p>
            <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
              <Icon name="home" className="size-4" />
              {t('empty.home')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{t('intro')}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {links.map((link) => (
                <AppCodeCard key={link.platform} link={link} />
              ))}
            </ul>
            {iosGuide || androidGuide ? (
              <div className="mt-6 grid items-start gap-4 lg:grid-cols-2">
                {iosGuide ? <IosInstallGuide /> : null}
                {androidGuide ? <AndroidInstallGuide /> : null}
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
