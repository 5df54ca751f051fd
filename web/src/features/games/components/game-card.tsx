import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { GameArt } from './game-art';

/** Artwork in a fixed square box (platform icons are square): the generated art sits underneath, a platform image (lazy) on top. */
export function GameThumb({ name, gameType, vendor, src, className }: { name: string; gameType: string; vendor?: string; src?: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={cn('relative aspect-square w-full overflow-hidden bg-surface-2', className)}>
      <GameArt name={name} gameType={gameType} vendor={vendor} className="absolute inset-0 size-full" />
      {src && !broken && (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={300}
          height={300}
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}

export interface GameCardProps {
  game: Game;
  /** The vendor's display name (e.g. "JDB Slots"); defaults to the vendor code. */
  vendorName?: string;
  favourite: boolean;
  hot?: boolean;
  onPlay: (game: Game) => void;
  onTrial: (game: Game) => void;
  onToggleFavourite: (game: Game, on: boolean) => void;
}

/** A game of the lobby: artwork, name, vendor, favourite star, "play now" and "free trial" when supportPlay is 0 (spec 2 §2). */
export function GameCard({ game, vendorName, favourite, hot, onPlay, onTrial, onToggleFavourite }: GameCardProps) {
  const { t } = useTranslation('games');
  const name = game.displayName || game.gameName;
  const trial = game.supportPlay === 0;
  return (
    <li
      data-testid="game-card"
      data-node-id={game.nodeId}
      className="group relative flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-[0_10px_28px_-16px_rgba(0,0,0,0.6)] transition duration-200 hover:-translate-y-0.5 hover:border-accent/50 hover:shadow-[0_18px_40px_-16px_rgba(0,0,0,0.7)]"
    >
      <div className="relative">
        <GameThumb name={name} gameType={game.gameType} vendor={game.vassalage} src={game.showIcon ?? game.smallIcon} className="transition duration-300 group-hover:scale-[1.03]" />
        {hot && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-[11px] font-extrabold tracking-wide text-white uppercase shadow">
            <Icon name="sparkles" className="size-3" />
            {t('card.hot')}
          </span>
        )}
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={favourite ? t('card.favRemove', { name }) : t('card.favAdd', { name })}
          onClick={() => onToggleFavourite(game, !favourite)}
          className={cn(
            'absolute top-1 right-1 grid size-11 place-items-center rounded-full transition',
            favourite ? 'text-accent' : 'text-white/90 hover:text-accent',
          )}
        >
          <span className="grid size-8 place-items-center rounded-full bg-black/45 backdrop-blur-sm">
            <Icon name="star" className={cn('size-[18px]', favourite && 'fill-current')} />
          </span>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2.5 sm:p-3">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-bold sm:text-[15px]" title={name}>
            {name}
          </h3>
          <p className="truncate text-xs text-muted">{vendorName ?? game.vassalage}</p>
        </div>
        <div className={cn('mt-auto grid gap-1.5', trial ? 'grid-cols-2' : 'grid-cols-1')}>
          {trial && (
            <button
              type="button"
              onClick={() => onTrial(game)}
              aria-label={t('card.trialGame', { name })}
              className="inline-flex min-h-11 items-center justify-center rounded-control border border-border px-1.5 text-xs font-semibold whitespace-nowrap text-text transition hover:border-accent/60 hover:text-accent"
            >
              {t('card.trial')}
            </button>
          )}
          <button
            type="button"
            onClick={() => onPlay(game)}
            aria-label={t('card.playGame', { name })}
            className="inline-flex min-h-11 items-center justify-center gap-1 rounded-control bg-gradient-to-b from-accent to-[color-mix(in_oklab,var(--c-accent)_78%,var(--c-accent-2))] px-1.5 text-xs font-bold whitespace-nowrap text-accent-contrast shadow-[0_6px_16px_-8px_color-mix(in_oklab,var(--c-accent)_70%,transparent)] transition hover:brightness-110"
          >
            {!trial && <Icon name="chevronRight" className="size-4" />}
            {t('card.play')}
          </button>
        </div>
      </div>
    </li>
  );
}

export function GameCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-card border border-border bg-surface">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-11 w-full" />
      </div>
    </li>
  );
}

/** The lobby grid: 2 columns on phones up to 6 on wide screens. */
export const GAME_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5';
