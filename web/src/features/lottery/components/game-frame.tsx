import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The in-page game frame: full height under the header, responsive, with a skeleton until the
 * game page has loaded (no layout jump).
 */
export function GameFrame({ src, title, toolbar }: { src: string; title: string; toolbar?: ReactNode }) {
  const { t } = useTranslation('lottery');
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <FrameShell toolbar={toolbar}>
      {loaded !== src && <Skeleton className="absolute inset-0 size-full rounded-none" />}
      <iframe
        key={src}
        src={src}
        title={title}
        data-testid="lottery-frame"
        onLoad={() => setLoaded(src)}
        allow="fullscreen; clipboard-write; autoplay"
        referrerPolicy="strict-origin-when-cross-origin"
        className={cn('absolute inset-0 size-full border-0 bg-bg transition-opacity duration-300', loaded === src ? 'opacity-100' : 'opacity-0')}
      />
      <span className="sr-only" aria-live="polite">
        {loaded === src ? '' : t('frame.loading')}
      </span>
    </FrameShell>
  );
}

/** The page box of a frame or of its placeholder states: the viewport's height below the site header. */
export function FrameShell({ toolbar, children, className }: { toolbar?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-[calc(100dvh-var(--header-h))] flex-col">
      {toolbar}
      <div className={cn('relative flex min-h-[560px] flex-1 flex-col bg-bg', className)}>{children}</div>
    </div>
  );
}
