import { queryOptions, useQuery } from '@tanstack/react-query';
import { otherCalls, WINNER_BOARD_DEFAULT_CATEGORY, WINNER_BOARD_LIMIT, type Language, type Winner } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { getCustomerId } from '../../../lib/storage';

/** ODSFE2_getWinnerBoard (spec 2 §7): category ALL, limit 100, CustomerId and Language headers. */
export const getWinnerBoard = (lang: Language): Promise<Winner[]> => {
  const customerId = getCustomerId();
  return request(
    otherCalls.winnerBoard,
    { gameCategory: WINNER_BOARD_DEFAULT_CATEGORY, language: lang, limitNum: WINNER_BOARD_LIMIT },
    { alert: false, headers: { Language: lang, ...(customerId ? { CustomerId: customerId } : {}) } },
  );
};

export const getWinnerBoardQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: [otherCalls.winnerBoard.id, lang] as const, queryFn: () => getWinnerBoard(lang), staleTime: 60_000, refetchInterval: 60_000 });

export const useWinnerBoard = () => useQuery(getWinnerBoardQueryOptions(currentLanguage()));
