import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldState } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { LabelledField } from '../../../components/ui/labelled-field';

/** Classes of a form input in a given state (spec 1 §5: right or error on blur). */
export function inputClasses(state: FieldState, extra?: string): string {
  return cn(
    'min-h-11 w-full min-w-0 rounded-control border bg-surface-2 px-3 text-base outline-none transition placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25',
    state === 'error' ? 'border-danger' : state === 'right' ? 'border-success/70' : 'border-border',
    extra,
  );
}

/**
 * One labelled field of the registration forms: the site's labelled field (components/ui) with the
 * required mark or "(optional)", and the state mark on the control (spec 1 §5: right or error on
 * blur). The control is given the note's id through `aria-describedby` (`${id}-hint`).
 */
export function FieldShell({
  id,
  label,
  required,
  state,
  hint,
  error,
  children,
  leading,
  trailing,
}: {
  id: string;
  label: string;
  required: boolean;
  state: FieldState;
  hint?: string;
  error?: string;
  children: ReactNode;
  /** Before the control, e.g. the dialing-code select of the mobile. */
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation('register');
  return (
    <LabelledField
      id={id}
      label={label}
      labelNote={
        required ? (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        ) : (
          <span className="text-xs font-normal text-muted">({t('optional')})</span>
        )
      }
      hint={hint}
      error={error}
      leading={leading}
      trailing={trailing}
      data-field={id}
      data-state={state}
    >
      <div className="relative">
        {children}
        {state !== 'none' ? (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2">
            <Icon
              name={state === 'right' ? 'checkCircle' : 'xCircle'}
              className={cn('size-5', state === 'right' ? 'text-success' : 'text-danger')}
              aria-hidden={false}
              role="img"
              aria-label={state === 'right' ? t('state.right') : t('state.error')}
            />
          </span>
        ) : null}
      </div>
    </LabelledField>
  );
}

/** The form-level message (in_please_information and friends), announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid="register-message" className="flex items-start gap-2 rounded-control border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm text-danger">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
