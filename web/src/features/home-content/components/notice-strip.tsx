import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../api/get-announcements';
import { useReducedMotion } from './use-reduced-motion';

/** How many of the latest notices the home strip takes turns showing, and how long each stays. */
const STRIP_NOTICES = 5;
const STRIP_STEP_MS = 4000;

/** The board's address, opened on one notice. */
export const noticePath = (id?: string): string => (id ? `/notice?id=${encodeURIComponent(id)}` : '/notice');

/**
 * The home strip's content (spec 2 §2): the latest notices in turn (still for reduced motion and
 * while hovered), each a link to it on the notice board, and a link to the whole board.
 */
export function NoticeTicker() {
  const { t } = useTranslation('homeContent');
  const { notices, isPending } = useNotices();
  const latest = notices.slice(0, STRIP_NOTICES);
  const reduced = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [index, setIndex] = useState(0);
  const count = latest.length;
  useEffect(() => {
    if (reduced || hovered || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), STRIP_STEP_MS);
    return () => window.clearInterval(timer);
  }, [reduced, hovered, count]);

  const notice = count ? latest[index % count] : undefined;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <p className="min-w-0 flex-1 truncate text-sm text-muted" aria-live="off">
        {notice ? (
          <Link to={noticePath(notice.id)} className="hover:text-text hover:underline" data-testid="notice-strip-link">
            {notice.title}
          </Link>
        ) : isPending ? (
          <span className="sr-only">{t('strip.loading')}</span>
        ) : (
          t('strip.none')
        )}
      </p>
      <Link to={noticePath()} className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-accent hover:underline">
        {t('strip.all')}
      </Link>
    </div>
  );
}
