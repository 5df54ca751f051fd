import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

/** A value with a copy button (named for what it copies) that says, aloud too, when it copied. */
export function CopyField({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel: string; testId: string }) {
  const { t } = useTranslation('referrals');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    void (navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</p>
      <div className="flex min-w-0 items-center gap-2">
        <code data-testid={testId} className="min-h-11 min-w-0 flex-1 truncate rounded-control border border-border bg-surface-2 px-3 py-2.5 text-sm">
          {value}
        </code>
        <Button variant="secondary" onClick={copy} aria-label={copyLabel}>
          <Icon name={copied === true ? 'check' : 'copy'} className="size-4" />
          <span className="hidden sm:inline">{copied === true ? t('copied') : t('copy')}</span>
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        {copied === true ? t('copied') : copied === false ? t('copyFailed') : ''}
      </span>
    </div>
  );
}
