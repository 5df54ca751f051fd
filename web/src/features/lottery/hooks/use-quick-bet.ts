import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OpenedIssue } from '@lotto/contract';
import { getNearNumerosQueryOptions, useNearNumeros } from '../api/get-near-numeros';
import { useOpenedNumeros } from '../api/get-opened-numeros';
import { bettingDeadline } from '../model/countdown';
import { drawQuickNumbers, quickGroupOf, selectQuickGames, toBetParam, type QuickGroup } from '../model/quick-bet';

export interface QuickBetState {
  /** True until the open games first answer. */
  loading: boolean;
  /** The quick games (up to 5: 3 SSC, then 11X5). */
  games: OpenedIssue[];
  game: OpenedIssue | null;
  group: QuickGroup | null;
  numbers: string[];
  /** The issue on sale (from /lgw/numeros/near, else the open-games list). */
  numero: string | null;
  /** The game's previous draw, when the issue reply carries it. */
  lastDraw: { numero: string; winNo: string } | null;
  /** When betting closes, on the server clock; null while unknown (components/live-countdown ticks it). */
  deadline: number | null;
  /** The server-clock arrival of the newest reply the deadline comes from (useServerTick's `notBefore`). */
  clockFrom: number;
  /** Refreshes the issue and the open games: at the countdown's zero (components/live-countdown's RefreshAtZero). */
  refresh: () => void;
  reshuffle: () => void;
  select: (gameCode: string) => void;
  /** /lottery with gameCode, playType and bet_param (spec 2 §2). */
  betHref: string | null;
}

/** Href of the lottery page for a game, optionally with picked numbers (spec 2 §2 /lottery). */
export function lotteryHref(game: { gameCode: string; defaultPlayType: number; gameId?: number }, numbers?: readonly string[]): string {
  const q = new URLSearchParams({ gameCode: game.gameCode, playType: String(game.defaultPlayType === 2 ? 2 : 1) });
  if (numbers?.length) q.set('bet_param', toBetParam(numbers));
  return `/lottery?${q.toString()}`;
}

/**
 * The home quick-bet box (spec 2 §4 Quick-bet): when the game list changes the first game is
 * picked, its issue loaded and 5 numbers drawn. The countdown and its refresh at zero (at most
 * once per 5 s) tick in components of their own (components/live-countdown), so the box does not
 * render again each second.
 */
export function useQuickBet(): QuickBetState {
  const opened = useOpenedNumeros();
  const games = useMemo(() => selectQuickGames(opened.data?.data ?? []), [opened.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const game = games.find((g) => g.gameCode === chosen) ?? games[0] ?? null;
  const group = game ? quickGroupOf(game) : null;
  const gameId = game?.gameId ?? null;
  const near = useNearNumeros(gameId);

  // a new first game (or a newly chosen one) gets a fresh random set, adjusted while rendering
  const gameKey = game ? `${game.gameCode}:${group ?? ''}` : '';
  const [picked, setPicked] = useState<{ key: string; numbers: string[] }>({ key: '', numbers: [] });
  if (picked.key !== gameKey) setPicked({ key: gameKey, numbers: group ? drawQuickNumbers(group) : [] });
  const numbers = picked.key === gameKey ? picked.numbers : [];

  const clockFrom = Math.max(near.data?.anchor.receivedAt ?? 0, opened.data?.anchor.receivedAt ?? 0);
  const current = near.data?.data.currentNumero ?? null;
  const deadline = useMemo(() => {
    if (current && near.data) return bettingDeadline(current, near.data.anchor);
    if (game && opened.data) return bettingDeadline(game, opened.data.anchor);
    return null;
  }, [current, near.data, game, opened.data]);

  const client = useQueryClient();
  const { refetch: refetchOpened } = opened;
  // Several widgets on a page reach zero together: they share one request instead of aborting each
  // other's. The issue is refetched by this render's game, not through the query's observer: the
  // refresh runs in a child's effect (RefreshAtZero), which React runs before this hook's query
  // has moved to a new game, and the observer would still ask for the previous one (none, on a
  // page opened while its first game is drawing: a request without a game).
  const refresh = useCallback(() => {
    if (gameId !== null) void client.refetchQueries({ queryKey: getNearNumerosQueryOptions(gameId).queryKey, exact: true }, { cancelRefetch: false });
    void refetchOpened({ cancelRefetch: false });
  }, [client, gameId, refetchOpened]);

  return {
    loading: opened.isPending,
    games,
    game,
    group,
    numbers,
    numero: current?.numero ?? game?.numero ?? null,
    lastDraw: near.data?.data.lastNumero?.winNo ? { numero: near.data.data.lastNumero.numero, winNo: near.data.data.lastNumero.winNo } : null,
    deadline,
    clockFrom,
    refresh,
    reshuffle: () => {
      if (group) setPicked({ key: gameKey, numbers: drawQuickNumbers(group) });
    },
    select: setChosen,
    betHref: game && numbers.length ? lotteryHref(game, numbers) : null,
  };
}
