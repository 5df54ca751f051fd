import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Templates } from '@lotto/contract';
import { BrandLogo } from './brand-logo';
import { isExternal } from './nav-items';

/** Footer link keys with their own translated label; other keys show as sent. */
const LINK_LABELS: Record<string, string> = {
  about: 'footer.linkAbout',
  terms: 'footer.linkTerms',
  privacy: 'footer.linkPrivacy',
  responsible: 'footer.linkResponsible',
  responsibleGaming: 'footer.linkResponsible',
  contact: 'footer.linkContact',
  help: 'footer.linkHelp',
  faq: 'footer.linkFaq',
};

/** Footer from the merchant templates: links, licences, copyright (spec 2 §7 templates). */
export function SiteFooter({ siteName, logoUrl, templates }: { siteName: string; logoUrl?: string; templates?: Templates }) {
  const { t } = useTranslation('shell');
  const footer = templates?.footer;
  const links = footer?.links ?? [];
  const licences = footer?.licences ?? [];
  return (
    <footer className="render-when-near mt-16 border-t border-border bg-surface/60 [--offscreen-size:530px] md:[--offscreen-size:362px]">
      <div className="shell-container grid gap-10 py-10 md:grid-cols-[1.4fr_1fr_1fr] md:py-12">
        <div>
          <BrandLogo siteName={siteName} logoUrl={logoUrl} />
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted">{t('footer.tagline')}</p>
          <p className="mt-5 inline-flex items-center gap-2 text-sm text-muted">
            <span className="grid size-9 place-items-center rounded-full border-2 border-danger text-xs font-extrabold text-danger">18+</span>
            {t('footer.responsible')}
          </p>
        </div>
        {links.length > 0 && (
          <nav aria-label={t('footer.links')}>
            <h2 className="text-sm font-semibold tracking-wide text-text">{t('footer.links')}</h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 md:grid-cols-1">
              {links.map((l) => {
                const label = LINK_LABELS[l.key] ? t(LINK_LABELS[l.key]!) : l.key;
                const cls = 'inline-flex min-h-11 items-center text-sm text-muted transition hover:text-accent';
                return (
                  <li key={`${l.key}-${l.url}`}>
                    {isExternal(l.url) ? (
                      <a href={l.url} target="_blank" rel="noopener noreferrer" className={cls}>
                        {label}
                      </a>
                    ) : (
                      <Link to={l.url} className={cls}>
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {licences.length > 0 && (
          <section aria-label={t('footer.licences')}>
            <h2 className="text-sm font-semibold tracking-wide text-text">{t('footer.licences')}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {licences.map((lic) => (
                <li key={lic} className="rounded-full border border-border bg-surface-2 px-3 py-1.5 text-xs font-medium text-muted">
                  {lic}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="border-t border-border">
        <p className="shell-container py-5 text-center text-xs text-muted">
          {footer?.copyright?.trim() || t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}
        </p>
      </div>
    </footer>
  );
}
