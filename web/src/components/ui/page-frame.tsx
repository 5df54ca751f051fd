import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** A member-centre page: its heading (with its icon), then its content. */
export function PageFrame({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-5">
      <h1 id={id} className="flex items-center gap-2.5 text-xl font-extrabold tracking-tight sm:text-2xl">
        <span className="grid size-9 place-items-center rounded-control bg-accent/15 text-accent">
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A card surface holding one part of a page. */
export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={title ? id : undefined} className={`min-w-0 rounded-card border border-border bg-surface p-4 sm:p-5 ${className ?? ''}`}>
      {title ? (
        <h2 id={id} className="mb-3 text-sm font-bold tracking-wide text-muted uppercase">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
