import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useDialogStore, type DialogTone } from '../../lib/dialogs';
import { Button } from './button';
import { Icon, type IconName } from './icons';
import { cn } from './cn';
import { dialogOverlayClasses } from './dialog-overlay';

const TONE_ICON: Record<DialogTone, IconName> = {
  info: 'info',
  success: 'checkCircle',
  warning: 'alert',
  error: 'xCircle',
};

export const TONE_TEXT: Record<DialogTone, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
};

const TONE_RING: Record<DialogTone, string> = {
  info: 'bg-info/12 ring-info/30',
  success: 'bg-success/12 ring-success/30',
  warning: 'bg-warning/12 ring-warning/30',
  error: 'bg-danger/12 ring-danger/30',
};

/** Shared modal frame: overlay, centred panel, tone icon, accessible title and description. */
export function ModalFrame({
  open,
  onOpenChange,
  tone,
  title,
  description,
  details,
  dismissible = true,
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone: DialogTone;
  title: string;
  description: string;
  details?: string[];
  dismissible?: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[80]')} />
        <RadixDialog.Content
          data-testid={testId}
          data-tone={tone}
          onEscapeKeyDown={(e) => {
            if (!dismissible) e.preventDefault();
          }}
          onPointerDownOutside={(e) => {
            if (!dismissible) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            if (!dismissible) e.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-[81] w-[calc(100vw-32px)] max-w-[420px] -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-card border border-border bg-surface p-6 text-center text-text shadow-[0_24px_60px_-12px_rgba(0,0,0,0.55)]"
        >
          <div className={cn('mx-auto mb-4 grid size-14 place-items-center rounded-full ring-1', TONE_RING[tone], TONE_TEXT[tone])}>
            <Icon name={TONE_ICON[tone]} className="size-7" />
          </div>
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-muted">
            {description}
          </RadixDialog.Description>
          {details && details.length > 0 && (
            <ul className="mt-3 space-y-1 rounded-control bg-surface-2 px-3 py-2 text-sm text-text">
              {details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Renders the top of the dialog stack (lib/dialogs); older dialogs wait underneath. */
export function DialogHost() {
  const { t } = useTranslation('shell');
  const top = useDialogStore((s) => s.dialogs[s.dialogs.length - 1]);
  const confirm = useDialogStore((s) => s.confirm);
  const cancel = useDialogStore((s) => s.cancel);
  if (!top) return null;
  const dismissible = top.dismissible !== false;
  return (
    <ModalFrame
      key={top.id}
      open
      testId="dialog"
      tone={top.tone}
      title={top.title ?? t(`dialog.${top.tone}`)}
      description={top.message}
      details={top.details}
      dismissible={dismissible}
      onOpenChange={(open) => {
        if (!open && dismissible) cancel(top.id);
      }}
    >
      {top.cancelLabel && (
        <Button variant="secondary" className="sm:min-w-28" onClick={() => cancel(top.id)}>
          {top.cancelLabel}
        </Button>
      )}
      <Button className="sm:min-w-28" onClick={() => confirm(top.id)}>
        {top.confirmLabel ?? t('dialog.ok')}
      </Button>
    </ModalFrame>
  );
}
