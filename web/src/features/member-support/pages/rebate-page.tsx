import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/money';
import { useRebateSettings } from '../api/get-rebate-settings';
import { useReadyWhen } from '../../../lib/page-ready';

/** manualRebate (spec 2 §2, §6 MANPLAYREB3): the rebate rate and cap of each product type. */
export default function RebatePage({ onReady }: { onReady?: () => void }) {
  const { t } = useTranslation('support');
  const settings = useRebateSettings();
  useReadyWhen(!settings.isPending, onReady);
  return (
    <PageFrame title={t('rebate.title')} icon="wrench">
      <Panel title={t('rebate.settings')}>
        {settings.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm">{t('rebate.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              {t('rebate.retry')}
            </Button>
          </div>
        ) : settings.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : settings.data.length === 0 ? (
          <p className="text-sm text-muted">{t('rebate.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('rebate.productType')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('rebate.rate')}</th>
                  <th scope="col" className="py-2 font-semibold">{t('rebate.cap')}</th>
                </tr>
              </thead>
              <tbody>
                {settings.data.map((s) => (
                  <tr key={s.productType} data-testid="rebate-row" className="border-t border-border/60 tabular-nums">
                    <th scope="row" className="py-2.5 pr-3 text-left font-semibold">
                      {t(`contracts.products.${s.productType}`)}
                    </th>
                    <td className="py-2.5 pr-3">{s.rate}%</td>
                    <td className="py-2.5">{s.maxRebate === null ? t('rebate.noCap') : formatMoney(s.maxRebate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-3 text-xs text-muted">{t('rebate.note')}</p>
      </Panel>
    </PageFrame>
  );
}
