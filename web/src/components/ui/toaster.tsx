import { useTranslation } from 'react-i18next';
import { TOAST_SPACING, useToastStore, type ToastTone } from '../../lib/toasts';
import { Icon, type IconName } from './icons';
import { cn } from './cn';

const TONE_ICON: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'checkCircle',
  warning: 'alert',
  error: 'xCircle',
};
const TONE_BAR: Record<ToastTone, string> = {
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-danger',
};
const TONE_TEXT: Record<ToastTone, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
};

/**
 * Bottom-right stack, 16 px apart and from the edges (spec 2 §9). The stack is itself a polite live
 * region: a modal dialog (Radix, through aria-hidden's hideOthers) hides the rest of the page from
 * assistive technology but keeps `[aria-live]` elements, so a toast raised while a dialog is open is
 * still announced.
 */
export function Toaster() {
  const { t } = useTranslation('shell');
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      data-testid="toaster"
      className="pointer-events-none fixed z-[90] flex flex-col items-end"
      style={{ right: TOAST_SPACING, bottom: TOAST_SPACING, gap: TOAST_SPACING, left: TOAST_SPACING }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' || toast.tone === 'warning' ? 'alert' : 'status'}
          data-testid="toast"
          data-tone={toast.tone}
          className="pointer-events-auto relative flex w-full max-w-[360px] animate-toast-in items-start gap-3 overflow-hidden rounded-card border border-border bg-surface py-3 pr-2 pl-4 text-text shadow-[0_16px_40px_-12px_rgba(0,0,0,0.5)]"
        >
          <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1', TONE_BAR[toast.tone])} />
          <Icon name={TONE_ICON[toast.tone]} className={cn('mt-0.5 size-5 shrink-0', TONE_TEXT[toast.tone])} />
          <div className="min-w-0 flex-1 py-0.5">
            {toast.title && <p className="text-sm font-semibold">{toast.title}</p>}
            <p className="text-sm break-words whitespace-pre-line text-muted">{toast.message}</p>
            {toast.action && (
              <button
                type="button"
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.onClick();
                }}
                className="-mx-2 mt-1 inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold text-accent hover:bg-surface-2"
              >
                {toast.action.label}
              </button>
            )}
          </div>
          <button
            type="button"
            aria-label={t('toast.dismiss')}
            onClick={() => dismiss(toast.id)}
            className="-my-1 grid size-11 shrink-0 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
