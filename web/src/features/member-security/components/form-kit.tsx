import { forwardRef, useEffect, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { registerErrorHandler } from '../../../lib/error-funnel';
import { errorText, i18n } from '../../../lib/i18n';

/**
 * Text for a message code of a form check: this page's own wording first (a code that reads
 * differently here, e.g. the current password), else the shared error catalogue, else the code.
 */
export function codeText(code: string): string {
  const key = `codes.${code}`;
  if (i18n.exists(key, { ns: 'memberSecurity' })) return i18n.t(key, { ns: 'memberSecurity' });
  return errorText(code) ?? code;
}

/**
 * The code the server answers for a wrong password (spec 1 §5: in_incorrect_password, 'incorrect
 * password'). The shared catalogue words it for empty login fields; on this page it is the current
 * password that was wrong, told at its field as `codes.current_password_wrong`.
 */
export const WRONG_PASSWORD_CODE = 'in_incorrect_password';

/** Whether a failed call refused the current login password. */
export const isWrongPassword = (err: unknown): boolean => isApiError(err) && err.errorCode === WRONG_PASSWORD_CODE;

/**
 * While the security centre shows, a wrong current password is told at the field it was typed in
 * (every form of the page that sends one does so), not in the funnel's dialog with the login wording.
 */
export function useWrongPasswordAtField(): void {
  useEffect(() => registerErrorHandler(WRONG_PASSWORD_CODE, () => undefined), []);
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string;
  hint?: string;
  /** Beside the input: a dialing-code select before it, a "get code" button after it. */
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** A labelled input with its hint or error under it (44 px touch target). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, leading, trailing, id, className, ...rest }, ref) {
  const auto = useId();
  const inputId = id ?? `sec-${auto}`;
  const noteId = `${inputId}-note`;
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-start gap-2 sm:flex-nowrap">
        {leading}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          className={cn(
            'min-h-11 w-full min-w-0 flex-1 rounded-control border bg-surface-2 px-3 text-base outline-none transition placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25 sm:text-sm',
            error ? 'border-danger' : 'border-border',
          )}
          {...rest}
        />
        {trailing}
      </div>
      {error ? (
        <p id={noteId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** A submit button that shows it is busy. */
export function SubmitButton({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} className={cn('justify-self-start', className)}>
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}

/** One part of the security centre: a card with its heading, a line of state and its content. */
export function Card({ title, status, children, testId }: { title: string; status?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="grid min-w-0 gap-4 rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {status}
      </div>
      {children}
    </section>
  );
}

/** "On"/"set" or "off"/"not set" as a small pill. */
export function StatePill({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        on ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
      )}
    >
      <Icon name={on ? 'checkCircle' : 'info'} className="size-3.5" />
      {children}
    </span>
  );
}
