import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

/**
 * Frame of the sign-in overlays: a sheet from the bottom on phones (full width), a centred card
 * on larger screens; `width` is the desktop width class.
 */
export function AuthModal({
  open,
  onOpenChange,
  title,
  description,
  width = 'sm:max-w-[440px]',
  dismissible = true,
  children,
  testId,
  onOpenAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: string;
  dismissible?: boolean;
  children: ReactNode;
  testId?: string;
  /** Radix's first-focus hook: a form can put the caret where typing starts. */
  onOpenAutoFocus?: (e: Event) => void;
}) {
  const { t } = useTranslation('auth');
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[75]')} />
        <RadixDialog.Content
          data-testid={testId}
          onOpenAutoFocus={onOpenAutoFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            'fixed inset-x-0 bottom-0 z-[76] max-h-[92dvh] w-full animate-pop-in overflow-y-auto rounded-t-[calc(var(--radius-card)+6px)] border border-border bg-surface text-text shadow-[0_30px_80px_-20px_rgba(0,0,0,0.7)]',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-32px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
            width,
          )}
        >
          <div className="relative overflow-hidden border-b border-border/70 bg-[radial-gradient(120%_140%_at_0%_0%,color-mix(in_oklab,var(--c-accent)_22%,transparent),transparent_60%)] px-5 pt-5 pb-4 sm:px-7">
            <RadixDialog.Title className="pr-10 text-xl font-bold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
            {dismissible && (
              <RadixDialog.Close
                aria-label={t('common.close')}
                className="absolute top-3 right-3 grid size-11 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text"
              >
                <Icon name="close" className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          <div className="px-5 pt-5 pb-[max(20px,env(safe-area-inset-bottom))] sm:px-7 sm:pb-7">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
