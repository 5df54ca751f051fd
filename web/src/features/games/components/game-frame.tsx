import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { GameViewport } from './game-viewport';
import { clearPlaySession, readPlaySession, type FrameKind } from '../play-session';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { useChromeInsets } from '../../../lib/site-chrome';

export interface GameFrameProps {
  kind: FrameKind;
  /** The page's own title, the heading when there is no game to show. */
  pageTitle: string;
}

/**
 * /seamless and /trial (spec 2 §2): the launched game in a full-height in-page frame with a close
 * button. The address comes from the play session the launcher stored (see play-session.ts).
 */
export function GameFrame({ kind, pageTitle }: GameFrameProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const insets = useChromeInsets();
  const gameType = params.get('gameType');
  const [session] = useState(() => readPlaySession(kind, gameType));
  const requestBalance = useRequestBalanceRefresh();

  // a real game moves money while it is open (each round it reports reaches the shell's refresh
  // by itself): leaving the page any way refreshes the balance once more, through the shell's
  // scheduler, which outlives this page (spec 2 §4, §9)
  useEffect(
    () => () => {
      if (kind === 'seamless') requestBalance();
    },
    [kind, requestBalance],
  );

  if (!session) {
    return (
      <div className="shell-container py-10">
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface p-8 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-accent/15 text-accent">
            <Icon name="slot" className="size-7" />
          </span>
          <h1 className="text-xl font-bold">{pageTitle}</h1>
          <p className="text-sm text-muted">{t('frame.missing')}</p>
          <Link to="/electron" className={buttonClasses('primary', 'md')}>
            {t('frame.back')}
          </Link>
        </div>
      </div>
    );
  }

  const close = () => {
    clearPlaySession(kind);
    void navigate(session.returnTo || '/electron');
  };

  // the frame fills the window under the header (4rem and its 1px border), clear of the site's
  // fixed bars: the phone dock below it, the desktop right bar beside it (lib/site-chrome.ts)
  return (
    <section
      aria-label={session.title}
      data-testid={`${kind}-frame`}
      className="flex flex-col bg-black"
      style={{ height: `calc(100dvh - 4rem - 1px - ${insets.bottom}px)`, paddingRight: insets.right }}
    >
      <div className="flex min-h-12 items-center gap-2 border-b border-border bg-surface px-2 sm:px-4">
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold sm:text-base">{session.title}</h1>
        {kind === 'trial' && (
          <span className="shrink-0 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-bold text-accent">{t('frame.trialBadge')}</span>
        )}
        <button type="button" onClick={close} aria-label={t('frame.close')} className="grid size-11 shrink-0 place-items-center rounded-control hover:bg-surface-2">
          <Icon name="close" className="size-5" />
        </button>
      </div>
      <GameViewport url={session.url} title={session.title} />
    </section>
  );
}
