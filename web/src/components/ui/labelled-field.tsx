import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/** The id of a field's note line (its hint, or its error in the hint's place): what the control's aria-describedby names. */
export const fieldNoteId = (controlId: string): string => `${controlId}-hint`;

export interface LabelledFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** The control's id: the label points at it, and the note line is `fieldNoteId(id)`. */
  id: string;
  label: ReactNode;
  /** After the label's text: a required mark or an "(optional)" note, worded by the caller. */
  labelNote?: ReactNode;
  /** The line under the control; an error takes its place. */
  hint?: ReactNode;
  error?: ReactNode;
  /** In the control's row, before and after it (a dialing-code select, a "get code" button). */
  leading?: ReactNode;
  trailing?: ReactNode;
  children: ReactNode;
}

/**
 * One labelled field of the site's forms: the label, the control's row and the note line under it
 * (the error, else the hint). The control itself is the caller's, given `id` and
 * `aria-describedby={fieldNoteId(id)}` when there is a note.
 */
export function LabelledField({ id, label, labelNote, hint, error, leading, trailing, children, className, ...rest }: LabelledFieldProps) {
  return (
    <div className={cn('grid min-w-0 grid-cols-1 gap-1.5', className)} {...rest}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm font-medium">
        {label}
        {labelNote}
      </label>
      <div className="flex min-w-0 items-start gap-2">
        {leading}
        <div className="min-w-0 flex-1">{children}</div>
        {trailing}
      </div>
      {error ? (
        <p id={fieldNoteId(id)} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldNoteId(id)} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
