import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The launched game filling the space it is given: a skeleton until the game's page has loaded,
 * then the frame (autoplay and full screen allowed). Shared by the in-page frames and the player
 * page; remount it (a new `key`) to load the game again.
 */
export function GameViewport({ url, title }: { url: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative flex-1">
      {!loaded && <Skeleton className="absolute inset-0 rounded-none" />}
      <iframe
        src={url}
        title={title}
        onLoad={() => setLoaded(true)}
        allow="autoplay; fullscreen"
        allowFullScreen
        className="absolute inset-0 size-full border-0"
      />
    </div>
  );
}
