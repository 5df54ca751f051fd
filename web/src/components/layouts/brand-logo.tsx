import { useState } from 'react';
import { cn } from '../ui/cn';

/** Generated brand mark for merchants without a logo (and while one fails to load). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id="brand-mark-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--c-accent)" />
          <stop offset="1" stopColor="var(--c-accent-2)" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#brand-mark-g)" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="var(--c-accent-contrast)" strokeOpacity="0.35" strokeWidth="2" />
      <path d="M20 11.5l2.6 5.4l5.9.8l-4.3 4.1l1 5.8L20 24.8l-5.2 2.8l1-5.8l-4.3-4.1l5.9-.8Z" fill="var(--c-accent-contrast)" />
    </svg>
  );
}

/**
 * Merchant logo (a wordmark that already carries the name) or, without one, the generated mark and name.
 * On a wide screen the header sizes the logo's link to its content, so the logo gets a fixed box
 * (160 × 36, the logo fitted inside): the menu beside it stays put when the image arrives, whatever
 * its proportions. On a phone the link takes the room left, so the box follows the room.
 */
export function BrandLogo({ siteName, logoUrl, className }: { siteName: string; logoUrl?: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      <span className={cn('flex min-w-0 items-center', className)}>
        <img
          src={logoUrl}
          alt={siteName}
          width={160}
          height={40}
          className="h-9 w-auto max-w-full object-contain object-left lg:w-40 lg:max-w-none"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <BrandMark />
      <span className="truncate text-lg leading-none font-extrabold tracking-tight">{siteName}</span>
    </span>
  );
}
