import { useTranslation } from 'react-i18next';
import type { MerchantPromotion } from '@lotto/contract';
import { formatDateTime } from '../../../lib/dates';
import { PromoDialog } from './promo-dialog';
import { RichText } from '../../../components/ui/rich-text';

/** The promotion's detail popup (spec 2 §2): artwork, dates and the whole content. */
export function PromotionDetail({ promotion, onClose }: { promotion: MerchantPromotion; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const image = promotion.announcementImages?.[0];
  return (
    <PromoDialog open onOpenChange={(o) => !o && onClose()} title={promotion.title} width="sm:max-w-[720px]" testId="promotion-detail">
      <div className="grid gap-4">
        {image ? <img src={image.url} alt="" width={1200} height={400} className="aspect-[3/1] w-full rounded-card object-cover" /> : null}
        <p className="text-xs text-muted">
          {promotion.endDate
            ? t('card.period', { start: formatDateTime(promotion.startDate), end: formatDateTime(promotion.endDate) })
            : t('card.ongoing', { start: formatDateTime(promotion.startDate) })}
        </p>
        <RichText html={promotion.content ?? ''} />
      </div>
    </PromoDialog>
  );
}
