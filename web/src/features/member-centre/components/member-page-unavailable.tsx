import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { MEMBER_CENTRE_DEFAULT_PAGE } from '@lotto/contract';
import type { MemberPageName } from '../member-menu';
import { memberPagePath } from './member-centre-layout';

/** A page's heading and a card saying, in a sentence, what the page holds and why it is empty. */
function StatePanel({ page, icon, body, testId, link }: { page: MemberPageName; icon: IconName; body: string; testId: string; link?: boolean }) {
  const { t } = useTranslation('memberCentre');
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-5" data-testid={testId}>
      <h1 id={id} className="text-xl font-extrabold tracking-tight sm:text-2xl">
        {t(`pages.${page}`)}
      </h1>
      <div className="grid place-items-center gap-4 rounded-card border border-border bg-surface px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-accent/12 text-accent">
          <Icon name={icon} className="size-7" />
        </span>
        <p className="max-w-md leading-relaxed text-muted">{body}</p>
        {link ? (
          <Link to={memberPagePath(MEMBER_CENTRE_DEFAULT_PAGE)} className={buttonClasses('secondary')}>
            {t('unavailable.back')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** A page the member menu does not offer for this site or account (spec 2 §6). */
export function MemberPageUnavailable({ page, onReady }: { page: MemberPageName; onReady: () => void }) {
  const { t } = useTranslation('memberCentre');
  useEffect(onReady, [onReady]);
  return <StatePanel page={page} icon="lock" body={t('unavailable.body')} testId="member-page-unavailable" link />;
}
