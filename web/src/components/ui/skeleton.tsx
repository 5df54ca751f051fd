import { cn } from './cn';

/** Shimmering block standing in for content that is loading (no spinners for lists). */
export function Skeleton({ className, id }: { className?: string; id?: string }) {
  return (
    <div
      id={id}
      aria-hidden="true"
      className={cn(
        'animate-shimmer rounded-control bg-[linear-gradient(90deg,var(--c-surface)_0%,var(--c-surface-2)_50%,var(--c-surface)_100%)] bg-[length:200%_100%]',
        className,
      )}
    />
  );
}
