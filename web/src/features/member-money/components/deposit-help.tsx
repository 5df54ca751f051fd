import { useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

/**
 * The deposit flow's help popup (spec 2 §2: "a popup from a deposit flow shows only the deposit
 * topic"): a button that opens `content`, the help centre's deposit topic the route hands in
 * (features never import each other).
 */
export function DepositHelp({ content }: { content: ReactNode }) {
  const { t } = useTranslation('money');
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="justify-self-start text-accent">
          <Icon name="help" className="size-4" />
          {t('deposit.help')}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[75]')} />
        <RadixDialog.Content
          data-testid="deposit-help"
          className="fixed inset-x-0 bottom-0 z-[76] flex max-h-[88dvh] w-full animate-fade-in flex-col overflow-hidden rounded-t-[calc(var(--radius-card)+6px)] border border-border bg-surface text-text sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-32px)] sm:max-w-[560px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:animate-pop-in sm:rounded-card"
        >
          <div className="flex items-center gap-3 border-b border-border px-5 py-3">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-sm font-bold tracking-wide text-muted uppercase">{t('deposit.helpTitle')}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t('deposit.helpTitle')}</RadixDialog.Description>
            <RadixDialog.Close aria-label={t('deposit.helpClose')} className="grid size-11 place-items-center rounded-control hover:bg-surface-2">
              <Icon name="close" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto p-5">{content}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
