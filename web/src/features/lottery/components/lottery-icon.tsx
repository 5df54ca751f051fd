import { useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { gameArtGradient } from '@lotto/contract';
import { monogram } from '../model/draws';

/**
 * Game artwork: the platform's webIconUrl when it loads, else a generated badge (gradient, ball
 * motif, initials) so a game without artwork still looks finished (ARCHITECTURE.md Look and feel).
 */
const SIZES = { sm: 'size-9 text-xs', md: 'size-10 text-sm', lg: 'size-12 text-sm', xl: 'size-14 text-base' } as const;

export function LotteryIcon({
  code,
  name,
  url,
  size = 'lg',
  className,
}: {
  code: string;
  name: string;
  url?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const [from, to] = gameArtGradient(code);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        width={48}
        height={48}
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-[28%] object-cover', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('relative grid shrink-0 place-items-center overflow-hidden rounded-[28%] font-black text-white', SIZES[size], className)}
      style={{ background: `linear-gradient(140deg, ${from}, ${to})` }}
    >
      <span className="absolute -right-2 -bottom-2 size-7 rounded-full bg-white/20" />
      <span className="absolute top-1 left-1.5 size-2.5 rounded-full bg-white/35" />
      <span className="relative drop-shadow">{monogram(name)}</span>
    </span>
  );
}
