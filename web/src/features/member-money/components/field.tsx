import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn';
import { LabelledField, fieldNoteId } from '../../../components/ui/labelled-field';

const box = (bad: boolean) =>
  cn(
    'flex min-h-12 items-center gap-2 rounded-control border bg-surface-2/70 px-3 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25',
    bad ? 'border-danger ring-2 ring-danger/20' : 'border-border',
  );

interface Labelled {
  label: string;
  /** Marks the field invalid and describes it with the message. */
  error?: string | null;
  /** A line under the field (limits, what is available). */
  hint?: ReactNode;
  /** A control at the end of the field (the "all" button). */
  end?: ReactNode;
}

/** A labelled input of the money forms with its error or hint (the site's labelled field). */
export const Field = forwardRef<HTMLInputElement, Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>>(function Field(
  { label, error, hint, end, id, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? `f-${auto}`;
  return (
    <LabelledField id={inputId} label={label} error={error} hint={hint}>
      <div className={box(Boolean(error))}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? fieldNoteId(inputId) : undefined}
          className="min-w-0 flex-1 bg-transparent py-3 text-base text-text outline-none placeholder:text-muted/70 sm:text-sm"
          {...rest}
        />
        {end}
      </div>
    </LabelledField>
  );
});

/** A labelled select of the money forms. */
export function SelectField({ label, error, hint, id, children, ...rest }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const selectId = id ?? `s-${auto}`;
  return (
    <LabelledField id={selectId} label={label} error={error} hint={hint}>
      <div className={box(Boolean(error))}>
        <select
          id={selectId}
          aria-describedby={error || hint ? fieldNoteId(selectId) : undefined}
          className="min-w-0 flex-1 bg-transparent py-3 text-base text-text outline-none sm:text-sm [&>option]:bg-surface"
          {...rest}
        >
          {children}
        </select>
      </div>
    </LabelledField>
  );
}
