import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { LabelledField, fieldNoteId } from '../../../components/ui/labelled-field';

interface Labelled {
  label: string;
  /** Marks the field invalid and describes it with the prompt. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input of the points forms with its prompt or hint: the site's one labelled field around an input. */
export const Field = forwardRef<HTMLInputElement, Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>>(function Field(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? `p-${auto}`;
  return (
    <LabelledField id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? fieldNoteId(inputId) : undefined}
        className={cn(
          'min-h-12 w-full min-w-0 rounded-control border bg-surface-2/70 px-3 text-base text-text outline-none transition placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25 sm:text-sm',
          error ? 'border-danger ring-2 ring-danger/20' : 'border-border',
        )}
        {...rest}
      />
    </LabelledField>
  );
});
