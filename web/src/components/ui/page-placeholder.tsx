import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button';
import { Icon, type IconName } from './icons';

/** A full-page notice panel (the not-found page): its title, badge and text, and the ways back into the site. */
export function PagePlaceholder({
  title,
  icon = 'sparkles',
  badge,
  body,
  children,
  testId = 'page-placeholder',
}: {
  title: string;
  icon?: IconName;
  badge: string;
  body: string;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <section data-testid={testId} aria-labelledby="page-title" className="shell-container py-8 sm:py-14">
      <div className="relative overflow-hidden rounded-card border border-border bg-surface px-6 py-12 text-center sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_60%_at_50%_0%,color-mix(in_oklab,var(--c-accent)_20%,transparent),transparent_70%)]" />
        <div aria-hidden="true" className="pointer-events-none absolute -right-16 -bottom-20 size-64 rounded-full bg-accent-2/10 blur-3xl" />
        <div className="relative">
          <div className="mx-auto grid size-20 place-items-center rounded-[22px] bg-gradient-to-br from-accent to-accent-2 text-accent-contrast shadow-[0_16px_40px_-12px_color-mix(in_oklab,var(--c-accent)_70%,transparent)]">
            <Icon name={icon} className="size-10" />
          </div>
          <p className="mt-6 inline-flex items-center gap-1.5 rounded-full bg-accent/12 px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">
            {badge}
          </p>
          <h1 id="page-title" className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h1>
          <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted">{body}</p>
          {children}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClasses('primary', 'lg')}>
              <Icon name="home" className="size-5" />
              {t('placeholder.backHome')}
            </Link>
            <Link to="/lottery" className={buttonClasses('secondary', 'lg')}>
              {t('placeholder.explore')}
              <Icon name="chevronRight" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
