import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { Icon, type IconName } from '../../../components/ui/icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  icon?: IconName;
  /** Marks the field invalid and describes it with the message. */
  error?: string | null;
  invalid?: boolean;
  /** A control at the end of the field (show password, get code). */
  end?: ReactNode;
  hideLabel?: boolean;
}

/** Labelled input of the auth forms: 48 px tall, icon, inline error (ARCHITECTURE.md touch targets). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, icon, error, invalid, end, hideLabel, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? `f-${auto}`;
  const errorId = `${inputId}-err`;
  const bad = Boolean(error) || invalid;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className={cn('block text-xs font-semibold tracking-wide text-muted', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-12 items-center gap-2 rounded-control border bg-surface-2/70 px-3 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25',
          bad ? 'border-danger ring-2 ring-danger/20' : 'border-border',
        )}
      >
        {icon && <Icon name={icon} className="size-5 shrink-0 text-muted" />}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={bad || undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full min-w-0 flex-1 bg-transparent py-3 text-base text-text outline-none placeholder:text-muted/70 sm:text-sm"
          {...rest}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
