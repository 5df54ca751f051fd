import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-funnel';
import { currentLanguage } from '../../../lib/i18n';
import { useHelpCenter } from '../api/get-help-center';
import { pathToTopic, tagOfHash, topicElementId, topicText } from './help-topics';
import { HelpMenu } from './help-menu';
import { HelpSearch } from './help-search';
import { TopicAccordion } from './topic-accordion';

export interface HelpCentrePageProps {
  title: string;
  /**
   * `centre` (/help): the menu of topics, or with a hash the accordion with that topic open.
   * `member` (/helpmc): the same topics always as a compact accordion, for members.
   */
  variant: 'centre' | 'member';
}

/** The help centre (spec 2 §2 "Help centre", routes /help#tag and /helpmc). */
export function HelpCentrePage({ title, variant }: HelpCentrePageProps) {
  const { t } = useTranslation('help');
  const lang = currentLanguage();
  const help = useHelpCenter(lang);
  const { hash } = useLocation();
  const tag = tagOfHash(hash);
  // topics opened or closed by hand, for the hash they were toggled under; a new hash starts from its topic
  const [manual, setManual] = useState<{ forTag: string | null; open: ReadonlySet<string> }>({ forTag: null, open: new Set() });
  const [query, setQuery] = useState('');
  const topics = help.data;
  const contentMode = variant === 'member' || tag !== null;
  const picked = tag !== null && topics !== undefined ? pathToTopic(topics, tag) : [];
  const missing = tag !== null && topics !== undefined && picked.length === 0;
  // the hash picks the topic: it and its parents open
  const open: ReadonlySet<string> = manual.forTag === tag ? manual.open : new Set(picked);

  // ...and it scrolls into view once the topics are on screen
  useEffect(() => {
    if (!tag || !topics || pathToTopic(topics, tag).length === 0) return;
    document.getElementById(topicElementId(tag))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [tag, topics]);

  const toggle = (topicTag: string) => {
    const next = new Set(open);
    if (!next.delete(topicTag)) next.add(topicTag);
    setManual({ forTag: tag, open: next });
  };
  const found = topics && query ? topics.filter((topic) => topicText(topic).includes(query)) : topics;

  const compact = variant === 'member';
  return (
    <section aria-labelledby="page-title" className={cn('shell-container', compact ? 'py-4 sm:py-8' : 'py-6 sm:py-10')}>
      <div className={cn('mx-auto', compact ? 'max-w-2xl' : 'max-w-4xl')}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
              <Icon name="help" className="size-5" />
              {t(compact ? 'member.eyebrow' : 'eyebrow')}
            </p>
            <h1 id="page-title" className={cn('mt-1 font-extrabold tracking-tight', compact ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl')}>
              {title}
            </h1>
            <p className="mt-1 text-sm text-muted">{t(compact ? 'member.intro' : 'intro')}</p>
          </div>
          {variant === 'centre' && contentMode ? (
            <Link
              to="/help"
              className="inline-flex min-h-11 items-center gap-2 rounded-control border border-border px-4 text-sm font-semibold transition hover:border-accent hover:text-accent"
            >
              <Icon name="chevronRight" className="size-4 rotate-180" />
              {t('allTopics')}
            </Link>
          ) : null}
        </div>

        <div className="mt-6">
          {help.isError ? (
            <div role="alert" className="grid gap-3 rounded-card border border-border bg-surface p-4">
              <p className="text-sm">{isApiError(help.error) ? errorMessage(help.error) : t('loadFailed')}</p>
              <Button variant="secondary" className="justify-self-start" onClick={() => void help.refetch()}>
                <Icon name="refresh" className="size-4" />
                {t('retry')}
              </Button>
            </div>
          ) : !topics ? (
            <div className="grid gap-3" aria-busy="true" data-testid="help-loading">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-16 w-full rounded-card" />
              ))}
            </div>
          ) : topics.length === 0 ? (
            <div className="grid place-items-center gap-3 rounded-card border border-border bg-surface px-6 py-12 text-center" data-testid="help-empty">
              <span className="grid size-14 place-items-center rounded-full bg-accent/12 text-accent">
                <Icon name="help" className="size-7" />
              </span>
              <p className="max-w-sm text-muted">{t('empty')}</p>
            </div>
          ) : contentMode ? (
            <div className="grid gap-3">
              {missing ? (
                <p role="status" className="rounded-control border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
                  {t('notFound')}
                </p>
              ) : null}
              <div className="min-w-0 overflow-hidden rounded-card border border-border bg-surface">
                <TopicAccordion topics={topics} open={open} onToggle={toggle} />
              </div>
            </div>
          ) : (
            <div className="grid gap-4">
              <HelpSearch onSearch={setQuery} />
              {found && found.length > 0 ? (
                <HelpMenu topics={found} />
              ) : (
                <p role="status" className="text-sm text-muted">
                  {t('search.none')}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
