import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { GAME_POPUP_PAGE_SIZE, type GameCard as VendorCard } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGameList } from '../api/get-game-list';
import type { LaunchableGame } from '../launch-plan';
import { GameThumb } from './game-card';
import { Pager } from './pager';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

/** Game popup (spec 2 §2): a vendor's games, 10 per page (spec 2 §9), each with play and free trial. */
export function GamePopup({
  vendor,
  onClose,
  onLaunch,
}: {
  vendor: VendorCard | null;
  onClose: () => void;
  onLaunch: (game: LaunchableGame, mode: 'real' | 'trial') => void;
}) {
  const { t } = useTranslation('games');
  const [pageNo, setPageNo] = useState(1);
  const list = useGameList(
    { gameType: vendor?.gameType, vassalage: vendor?.vassalage, pageNo, pageSize: GAME_POPUP_PAGE_SIZE },
    !!vendor,
  );
  const games = list.data?.games ?? [];
  return (
    <RadixDialog.Root open={!!vendor} onOpenChange={(o) => !o && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[75]')} />
        <RadixDialog.Content
          data-testid="game-popup"
          className="fixed inset-x-0 bottom-0 z-[76] flex max-h-[88dvh] w-full animate-pop-in flex-col overflow-hidden rounded-t-[calc(var(--radius-card)+6px)] border border-border bg-surface text-text sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-32px)] sm:max-w-[720px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card"
        >
          <div className="flex items-center gap-3 border-b border-border px-5 py-4">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-lg font-bold">{t('popup.title', { name: vendor?.displayName ?? '' })}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t('popup.title', { name: vendor?.displayName ?? '' })}</RadixDialog.Description>
            <RadixDialog.Close aria-label={t('popup.close')} className="grid size-11 place-items-center rounded-control hover:bg-surface-2">
              <Icon name="close" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto p-4 sm:p-5">
            {list.isPending ? (
              <ul className="grid gap-3 sm:grid-cols-2" aria-busy="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <li key={i} className="flex gap-3">
                    <Skeleton className="h-16 w-20 shrink-0" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-4 w-2/3" />
                      <Skeleton className="h-10 w-full" />
                    </div>
                  </li>
                ))}
              </ul>
            ) : games.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted">{t('lobby.empty')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {games.map((g) => {
                  const name = g.displayName || g.gameName;
                  return (
                    <li key={`${g.nodeId}:${g.gameId}`} className="flex items-center gap-3 rounded-card border border-border bg-bg/40 p-2">
                      <div className="w-20 shrink-0 overflow-hidden rounded-control">
                        <GameThumb name={name} gameType={g.gameType} vendor={g.vassalage} src={g.smallIcon ?? g.showIcon} />
                      </div>
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-semibold">{name}</p>
                        <div className="mt-1.5 flex gap-1.5">
                          {g.supportPlay === 0 && (
                            <button type="button" onClick={() => onLaunch(g, 'trial')} aria-label={t('card.trialGame', { name })} className="min-h-11 rounded-control border border-border px-3 text-xs font-semibold hover:border-accent/60">
                              {t('card.trial')}
                            </button>
                          )}
                          <button type="button" onClick={() => onLaunch(g, 'real')} aria-label={t('card.playGame', { name })} className="min-h-11 flex-1 rounded-control bg-accent px-3 text-xs font-bold text-accent-contrast hover:brightness-110">
                            {t('card.play')}
                          </button>
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <Pager page={pageNo} totalPages={list.data?.totalPages ?? 0} onPage={setPageNo} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
