import { useState } from 'react';
import { cn } from '../../../components/ui/cn';

// Generated artwork (ARCHITECTURE.md "Look and feel"): the platform sends no pictures, so icon N
// of the merchant's set is drawn here: a gradient and a motif per number.
const HUES = [12, 38, 150, 200, 265, 320, 95, 180, 240, 0, 55, 290];
const MOTIFS = [
  'M12 5l2 4.5 5 .5-3.8 3.3 1.2 4.9L12 15.6 7.6 18.2l1.2-4.9L5 10l5-.5z', // star
  'M12 19s-6.5-4.1-6.5-8.5A3.5 3.5 0 0 1 12 8a3.5 3.5 0 0 1 6.5 2.5C18.5 14.9 12 19 12 19z', // heart
  'M12 4l7 8-7 8-7-8z', // diamond
  'M12 5a7 7 0 1 0 7 7h-7z', // pie
  'M5 17l4-10 3 6 2-3 5 7z', // mountains
  'M12 4a8 8 0 1 1 0 16 5 5 0 0 0 0-16z', // moon
];

/** The default icon: the image shown when the member chose none or a picture fails to load (spec 2 §7). */
function DefaultIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('rounded-full bg-surface-2 text-muted', className)}>
      <circle cx="12" cy="9.5" r="3.5" fill="currentColor" />
      <path d="M5.5 19a6.5 6.5 0 0 1 13 0z" fill="currentColor" />
    </svg>
  );
}

/** Profile icon number `index` (1-based) of the merchant's set, or the default icon for null. */
export function ProfileIcon({ index, url, className }: { index: number | null; url?: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return <img src={url} alt="" onError={() => setBroken(true)} className={cn('rounded-full object-cover', className)} />;
  }
  if (index === null) return <DefaultIcon className={className} />;
  const hue = HUES[(index - 1) % HUES.length]!;
  const motif = MOTIFS[(index - 1) % MOTIFS.length]!;
  const gid = `pi-${index}`;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('rounded-full', className)}>
      <defs>
        <linearGradient id={gid} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 80% 60%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 70% 38%)`} />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="12" fill={`url(#${gid})`} />
      <path d={motif} fill="white" fillOpacity="0.9" />
    </svg>
  );
}
