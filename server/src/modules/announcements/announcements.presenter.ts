import type { Banner, Notice, PopupNotice } from '@lotto/contract';
import type { AnnouncementRow } from '../../db/schema/index.js';
import { announcementArtUrl } from './announcement-art.js';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** spec 2 §9 date display YYYY-MM-DD HH:mm:ss, in UTC (the epoch startDate lets the site show local time). */
const dateTimeUtc = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');

/** A banner row (spec 2 §3 "Banner"); its artwork is the generated one unless the row names another. */
export function presentBanner(row: AnnouncementRow): Banner {
  return {
    bannerId: String(row.id),
    url: row.imageUrl ?? announcementArtUrl(row.merchantCode, row.id),
    linkage: row.linkage,
    linkageType: row.linkageType,
    roomId: row.roomId,
    nodeId: row.nodeId,
    vendor: row.vendor,
    groupName: row.groupName ?? '',
  };
}

/** A notice, popup or promotion entry (spec 2 §3 "Notice / promotion"), its html sanitised. */
export function presentNotice(row: AnnouncementRow): Notice {
  return {
    id: String(row.id),
    title: plainText(row.title),
    content: sanitizeRichText(row.content),
    startDate: row.startsAt.getTime(),
    startDateStr: dateTimeUtc(row.startsAt),
    endDate: row.endsAt ? row.endsAt.getTime() : null,
    promotionType: row.promotionType,
    announcementImages: row.images.length ? row.images : row.type === 'PU' || row.type === 'PR' ? [{ url: announcementArtUrl(row.merchantCode, row.id), imageId: `art-${row.id}` }] : [],
    remarkRequired: yn(row.remarkRequired),
    imageRequired: yn(row.imageRequired),
    linkedPromotionId: row.linkedPromotionId,
  };
}

export function presentPopup(row: AnnouncementRow): PopupNotice {
  return { ...presentNotice(row), execution: row.execution ?? 'A' };
}
