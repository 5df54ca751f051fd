import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/layouts/brand-logo';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { announceBalanceMoved, useVendorBalanceMessages } from '../../../lib/balance-refresh';
import { readPlaySession } from '../play-session';
import { GameViewport } from './game-viewport';

const toolButton = 'grid size-11 shrink-0 place-items-center rounded-control text-text hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent';

/**
 * /player?gameType=: an alternate game window (spec 2 §4). The window the launch opened shows the
 * game on its start-game URL under a slim bar of the site (reload, full screen, close). Each round
 * the game reports, and closing the window, tell the site's tabs to refresh their balance.
 * The address was handed over in this window's sessionStorage (play-session.ts), never in its URL.
 */
export function PlayerWindow() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const [session] = useState(() => readPlaySession('player', params.get('gameType')));
  const [attempt, setAttempt] = useState(0);
  const stage = useRef<HTMLElement>(null);

  useEffect(() => {
    if (session) document.title = session.title;
  }, [session]);

  // the info bar in the site's tab follows play, and catches up when the window closes
  useVendorBalanceMessages(session ? announceBalanceMoved : undefined);
  useEffect(() => {
    if (!session) return;
    window.addEventListener('pagehide', announceBalanceMoved);
    return () => window.removeEventListener('pagehide', announceBalanceMoved);
  }, [session]);

  // a window the site did not open (a bookmark, a reload in a tab) cannot close itself: it goes
  // back to the site instead, unless the page is gone by then
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(fallback.current), []);
  const close = () => {
    window.close();
    clearTimeout(fallback.current);
    fallback.current = setTimeout(() => window.location.assign(session?.returnTo || '/'), 300);
  };

  if (!session) {
    return (
      <main className="grid min-h-dvh place-items-center bg-bg px-4 text-center text-text">
        <div className="flex max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface p-8">
          <BrandMark />
          <h1 className="text-xl font-bold">{t('player.title')}</h1>
          <p className="text-sm text-muted">{t('player.missing')}</p>
          <button type="button" onClick={close} className={buttonClasses('primary', 'md')}>
            <Icon name="close" className="size-4" />
            {t('player.close')}
          </button>
        </div>
      </main>
    );
  }

  const fullscreen = () => {
    void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <main ref={stage} aria-label={session.title} data-testid="player-window" className="flex h-dvh flex-col bg-black text-text">
      <div className="flex min-h-12 items-center gap-2 border-b border-border bg-surface px-2 sm:px-4">
        <BrandMark />
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold sm:text-base">{session.title}</h1>
        <button
          type="button"
          className={toolButton}
          aria-label={t('player.reload')}
          onClick={() => setAttempt((n) => n + 1)}
        >
          <Icon name="refresh" className="size-5" />
        </button>
        {document.fullscreenEnabled && (
          <button type="button" className={toolButton} aria-label={t('player.fullscreen')} onClick={fullscreen}>
            <Icon name="expand" className="size-5" />
          </button>
        )}
        <button type="button" className={toolButton} aria-label={t('player.close')} onClick={close}>
          <Icon name="close" className="size-5" />
        </button>
      </div>
      <GameViewport key={attempt} url={session.url} title={session.title} />
    </main>
  );
}
