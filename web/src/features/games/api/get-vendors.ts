import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameCalls, type GameVendorReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export type VendorLane = GameVendorReply['data']['lanes'][number];

/** GCSGAME_gameVendor (spec 2 §7): the vendor lanes, one per game type. */
// no dialog when it fails: the menu, home blocks and pages simply show no vendors
export const getVendors = async (merchantCode: string): Promise<VendorLane[]> =>
  (await request(gameCalls.vendors, { merchantCode }, { alert: false })).data.lanes;

export const getVendorsQueryOptions = (merchantCode: string) =>
  queryOptions({ queryKey: ['games', 'vendors', merchantCode] as const, queryFn: () => getVendors(merchantCode), staleTime: 5 * 60_000 });

export const useVendors = (merchantCode: string | null, enabled = true) =>
  useQuery({ ...getVendorsQueryOptions(merchantCode ?? ''), enabled: enabled && !!merchantCode });

/** The lane of one game type (LIVE, RNG, ...), or undefined. */
export const laneOf = (lanes: readonly VendorLane[] | undefined, gameType: string): VendorLane | undefined =>
  lanes?.find((l) => l.title.toUpperCase() === gameType.toUpperCase());
