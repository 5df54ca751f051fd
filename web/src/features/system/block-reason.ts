import type { SystemStatus } from '@lotto/contract';

export type BlockReason = 'maintenance' | 'regionRestriction';

/** Which full-page block a status asks for, if any; maintenance wins over region (spec 3 Status). */
export function blockReason(status: SystemStatus | undefined | null): BlockReason | null {
  if (!status) return null;
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'regionRestriction';
  return null;
}
