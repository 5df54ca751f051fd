import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { QR_SIZE } from '@lotto/contract';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toasts';
import type { AppLink } from '../model/app-links';

/** One platform's QR code (spec 2 §9: size 100), its address to open or copy on the phone itself. */
export function AppCodeCard({ link }: { link: AppLink }) {
  const { t } = useTranslation('download');
  const key = link.platform.toLowerCase();
  const headingId = `download-${key}-title`;
  const copy = () => {
    const done = () => toast({ tone: 'success', message: t('copied') });
    const failed = () => toast({ tone: 'error', message: t('copyFailed') });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(link.href).then(done, failed);
  };
  const openClass = buttonClasses('primary', 'md', 'w-full');
  const openText = (
    <>
      <Icon name={link.platform === 'H5' ? 'globe' : 'download'} className="size-4" />
      {t(`platforms.${key}.open`)}
    </>
  );
  return (
    <li aria-labelledby={headingId} className="flex min-w-0 flex-col items-center rounded-card border border-border bg-surface p-5 text-center">
      <h2 id={headingId} className="text-lg font-bold">
        {t(`platforms.${key}.name`)}
      </h2>
      <p className="mt-1 text-sm text-muted sm:min-h-10">{t(`platforms.${key}.hint`)}</p>
      {/* the code on white with a quiet zone, so a camera reads it on a dark theme too */}
      <div role="img" aria-label={t('qrLabel', { platform: t(`platforms.${key}.name`) })} className="mt-4 rounded-control bg-white p-2.5">
        <QRCodeSVG value={link.href} size={QR_SIZE} aria-hidden="true" />
      </div>
      <p className="mt-3 w-full text-xs break-all text-muted" translate="no">
        {link.href}
      </p>
      <div className="mt-auto grid w-full gap-2 pt-4">
        {link.onSite ? (
          <Link to={link.onSite} className={openClass}>
            {openText}
          </Link>
        ) : (
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={openClass}>
            {openText}
          </a>
        )}
        <Button variant="secondary" onClick={copy} aria-label={t('copyLabel', { platform: t(`platforms.${key}.name`) })}>
          <Icon name="copy" className="size-4" />
          {t('copy')}
        </Button>
      </div>
    </li>
  );
}
