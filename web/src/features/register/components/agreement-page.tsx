import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

/** The user agreement text page (spec 1 §2 #5); server rich text is always sanitised (ARCHITECTURE.md). */
export function AgreementPage({ html }: { html: string | undefined }) {
  const { t } = useTranslation('register');
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  return (
    <section aria-labelledby="page-title" className="shell-container py-6 sm:py-12">
      <article className="mx-auto max-w-3xl rounded-card border border-border bg-surface p-6 sm:p-10">
        <h1 id="page-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('agreement.title')}
        </h1>
        {clean ? (
          <div data-testid="agreement-text" className="prose-sm mt-6 grid gap-3 leading-relaxed text-muted" dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <div data-testid="agreement-text" className="mt-6 grid gap-3 leading-relaxed text-muted">
            {(['p1', 'p2', 'p3', 'p4'] as const).map((k) => (
              <p key={k}>{t(`agreement.fallback.${k}`)}</p>
            ))}
          </div>
        )}
        <Link to="/register" className={buttonClasses('primary', 'lg', 'mt-8')}>
          <Icon name="chevronRight" className="size-4 rotate-180" />
          {t('agreement.back')}
        </Link>
      </article>
    </section>
  );
}
