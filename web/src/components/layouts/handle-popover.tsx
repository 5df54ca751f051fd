import * as Popover from '@radix-ui/react-popover';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnDemandOpen } from '../ui/on-demand';
import { Icon } from '../ui/icons';

/** A contact id (e.g. a WeChat account) beside the right bar, with a copy button (Radix), loaded on demand (right-bar.tsx). */
export function HandlePopover({
  trigger,
  label,
  handle,
  defaultOpen,
  triggerRef,
}: { trigger: ComponentPropsWithoutRef<'button'>; label: string; handle: string } & OnDemandOpen) {
  const { t } = useTranslation('shell');
  const [copied, setCopied] = useState(false);
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={() => setCopied(false)}>
      <Popover.Trigger ref={triggerRef} {...trigger} />
      <Popover.Portal>
        <Popover.Content
          side="left"
          sideOffset={12}
          className="z-[70] w-60 animate-fade-in rounded-card border border-border bg-surface p-4 text-text shadow-[0_20px_50px_-12px_rgba(0,0,0,0.5)]"
        >
          <p className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</p>
          <p className="mt-1 font-mono text-base font-semibold break-all select-all">{handle}</p>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(handle).then(() => setCopied(true), () => undefined);
            }}
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control bg-surface-2 text-sm font-semibold hover:bg-accent hover:text-accent-contrast"
          >
            <Icon name={copied ? 'check' : 'copy'} className="size-4" />
            {copied ? t('rightBar.copied') : t('rightBar.copy')}
          </button>
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
