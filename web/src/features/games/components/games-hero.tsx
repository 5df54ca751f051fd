import type { ReactNode } from 'react';
import type { CategoryArtKind } from '../../../components/ui/art';
import { CategoryArt } from '../../../components/ui/art';

/** The banner at the top of a game page: category artwork, title and one line of copy. */
export function GamesHero({ kind, title, subtitle, children }: { kind: CategoryArtKind; title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className="relative isolate overflow-hidden rounded-card border border-border">
      <CategoryArt kind={kind} className="absolute inset-0 -z-10 size-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/40 to-transparent" />
      <div className="flex min-h-32 flex-col justify-center gap-1 px-5 py-5 text-white sm:min-h-40 sm:px-8">
        <h1 className="text-2xl font-extrabold tracking-tight drop-shadow sm:text-3xl lg:text-4xl">{title}</h1>
        <p className="max-w-lg text-sm text-white/85 sm:text-base">{subtitle}</p>
        {children}
      </div>
    </header>
  );
}
