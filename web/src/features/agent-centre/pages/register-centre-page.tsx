import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../components/ui/button';
import { Figures } from '../../../components/ui/figures';
import { Icon } from '../../../components/ui/icons';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { useRegisterCentre } from '../api/get-register-centre';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** A value with a copy button that says when it copied. */
function CopyRow({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel: string; testId: string }) {
  const { t } = useTranslation('agentCentre');
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => setCopied(false));
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</p>
      <div className="flex min-w-0 items-center gap-2">
        <code data-testid={testId} className="min-h-11 min-w-0 flex-1 truncate rounded-control border border-border bg-surface-2 px-3 py-2.5 text-sm">
          {value}
        </code>
        <Button variant="secondary" onClick={copy} aria-label={copyLabel}>
          <Icon name={copied ? 'check' : 'copy'} className="size-4" />
          <span className="hidden sm:inline">{copied ? t('register.copied') : t('register.copy')}</span>
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        {copied ? t('register.copied') : ''}
      </span>
    </div>
  );
}

/**
 * registerCenter (spec 2 §2 agent menu; spec 2 §6 "for agents the referral button opens the
 * agent registration centre"): the agent's affiliate code and the registration link that files a
 * new player under the agent, as text and as a QR code.
 */
export function RegisterCentrePage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  const query = useRegisterCentre();
  useReadyWhen(!query.isPending, onReady);
  return (
    <PageFrame title={t('pages.registerCenter')} icon="user">
      <QueryBody query={query} empty={t('register.noCode')} isEmpty={(d) => d.affiliateCode === null || d.registerPath === null} testIdPrefix="agent">
        {(d) => {
          const link = new URL(d.registerPath ?? '/register', window.location.origin).toString();
          return (
            <>
              <Panel>
                <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-center">
                  <div className="grid min-w-0 gap-4">
                    <p className="text-sm leading-relaxed text-muted">{t('register.how')}</p>
                    <CopyRow label={t('register.code')} value={d.affiliateCode ?? ''} copyLabel={t('register.copyCode')} testId="affiliate-code" />
                    <CopyRow label={t('register.link')} value={link} copyLabel={t('register.copyLink')} testId="register-link" />
                  </div>
                  <figure className="grid justify-items-center gap-2">
                    <div className="rounded-card bg-white p-3">
                      <QRCodeSVG value={link} size={148} role="img" aria-label={t('register.qr')} />
                    </div>
                    <figcaption className="text-xs text-muted">{t('register.qr')}</figcaption>
                  </figure>
                </div>
              </Panel>
              <Panel>
                <Figures
                  label={t('pages.registerCenter')}
                  items={[
                    { key: 'direct', label: t('register.direct'), value: d.directDownlines },
                    { key: 'recent', label: t('register.recent'), value: d.registeredLast30Days },
                  ]}
                />
              </Panel>
            </>
          );
        }}
      </QueryBody>
    </PageFrame>
  );
}

export default RegisterCentrePage;
