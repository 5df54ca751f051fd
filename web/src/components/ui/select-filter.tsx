import { useId, type ReactNode } from 'react';

/** A labelled filter select (product type, kind) sized for touch. */
export function SelectFilter({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-muted uppercase">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-control border border-border bg-surface-2 px-3 text-sm text-text focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/50 [&>option]:bg-surface"
      >
        {children}
      </select>
    </div>
  );
}
