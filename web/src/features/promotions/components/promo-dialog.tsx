import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

/** The promotions' dialogs: a sheet from the bottom on phones, a centred card of `width` on larger screens. */
export function PromoDialog({
  open,
  onOpenChange,
  title,
  width = 'sm:max-w-[560px]',
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  width?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('promotions');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[75]')} />
        <RadixDialog.Content
          data-testid={testId}
          className={cn(
            'fixed inset-x-0 bottom-0 z-[76] max-h-[92dvh] w-full animate-pop-in overflow-y-auto rounded-t-[calc(var(--radius-card)+6px)] border border-border bg-surface text-text shadow-[0_30px_80px_-20px_rgba(0,0,0,0.7)]',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-32px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
            width,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-border/70 px-5 pt-5 pb-4 sm:px-7">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            <RadixDialog.Close
              aria-label={t('dialog.close')}
              className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-raised hover:text-text"
            >
              <Icon name="close" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="px-5 py-5 sm:px-7">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
