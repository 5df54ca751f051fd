import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFrameViewport } from '../hooks/use-frame-viewport';

/**
 * The in-page game frame: full height under the header, responsive, with a skeleton until the
 * game page has loaded (no layout jump). With `fitContent` (the lottery page, which speaks the frame
 * messages of docs/decisions/0015-lottery-frame-height.md) the frame takes the height its page
 * reports, so the site's page is the one scroll; until then, and for any other page, it fills the box.
 */
export function GameFrame({ src, title, toolbar, fitContent = false }: { src: string; title: string; toolbar?: ReactNode; fitContent?: boolean }) {
  const { t } = useTranslation('lottery');
  const [loaded, setLoaded] = useState<string | null>(null);
  const ref = useRef<HTMLIFrameElement>(null);
  const reported = useFrameViewport(ref, fitContent ? src : '');
  const height = fitContent ? reported : null;
  return (
    <FrameShell toolbar={toolbar}>
      {loaded !== src && <Skeleton className="absolute inset-0 size-full rounded-none" />}
      <iframe
        ref={ref}
        key={src}
        src={src}
        title={title}
        data-testid="lottery-frame"
        data-fit={height !== null ? 'content' : undefined}
        onLoad={() => setLoaded(src)}
        allow="fullscreen; clipboard-write; autoplay"
        referrerPolicy="strict-origin-when-cross-origin"
        style={height !== null ? { height } : undefined}
        className={cn(
          'border-0 bg-bg transition-opacity duration-300',
          height !== null ? 'relative block w-full' : 'absolute inset-0 size-full',
          loaded === src ? 'opacity-100' : 'opacity-0',
        )}
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
