import { useId } from 'react';

/** Palette pairs for generated artwork; a game's name picks one so the same game always looks the same. */
const PALETTES: [string, string, string][] = [
  ['#ff512f', '#dd2476', '#ffd56b'],
  ['#6a11cb', '#2575fc', '#9be7ff'],
  ['#fc466b', '#3f5efb', '#ffe259'],
  ['#00b09b', '#96c93d', '#fff6a5'],
  ['#f7971e', '#ffd200', '#fff'],
  ['#8e2de2', '#4a00e0', '#ff9de2'],
  ['#0052d4', '#65c7f7', '#e0f7ff'],
  ['#c31432', '#240b36', '#ffb347'],
  ['#11998e', '#38ef7d', '#eafff3'],
  ['#ee0979', '#ff6a00', '#ffe0b2'],
];

export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  return (Array.from(words[0]!)[0]! + Array.from(words[1]!)[0]!).toUpperCase();
}

type Motif = 'reels' | 'coins' | 'cards' | 'fish' | 'ball' | 'gem';
const MOTIF_BY_TYPE: Record<string, Motif> = { RNG: 'reels', LIVE: 'cards', PVP: 'cards', FISH: 'fish', SPORTS: 'ball', ESPORTS: 'gem', LOTT: 'coins' };

function MotifShapes({ motif, accent }: { motif: Motif; accent: string }) {
  switch (motif) {
    case 'reels':
      return (
        <g opacity="0.9">
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(${108 + i * 30} 34)`}>
              <rect width="26" height="52" rx="6" fill="#fff" opacity="0.22" />
              <text x="13" y="34" textAnchor="middle" fontSize="22" fontWeight="900" fill={accent} fontFamily="system-ui, sans-serif">
                7
              </text>
            </g>
          ))}
        </g>
      );
    case 'cards':
      return (
        <g>
          <rect x="118" y="26" width="42" height="60" rx="6" fill="#fff" opacity="0.3" transform="rotate(-14 139 56)" />
          <rect x="140" y="24" width="42" height="60" rx="6" fill="#fff" opacity="0.85" transform="rotate(10 161 54)" />
          <text x="162" y="62" textAnchor="middle" fontSize="24" fontWeight="900" fill={accent} fontFamily="system-ui, sans-serif" transform="rotate(10 161 54)">
            A
          </text>
        </g>
      );
    case 'fish':
      return (
        <g fill="#fff">
          <path d="M112 60c14-18 38-22 58-10l16-10v40l-16-10c-20 12-44 8-58-10Z" opacity="0.85" />
          <circle cx="128" cy="56" r="3.5" fill={accent} />
          <circle cx="96" cy="36" r="5" opacity="0.4" />
          <circle cx="88" cy="24" r="3" opacity="0.35" />
        </g>
      );
    case 'ball':
      return (
        <g>
          <circle cx="150" cy="58" r="32" fill="#fff" opacity="0.88" />
          <path d="M150 40l14 10l-5 16h-18l-5-16Z" fill={accent} />
        </g>
      );
    case 'gem':
      return <path d="M122 42l14-16h32l14 16l-30 40Z" fill="#fff" opacity="0.85" />;
    case 'coins':
      return (
        <g fill="#fff">
          <ellipse cx="150" cy="74" rx="30" ry="9" opacity="0.5" />
          <ellipse cx="150" cy="62" rx="30" ry="9" opacity="0.7" />
          <ellipse cx="150" cy="50" rx="30" ry="9" opacity="0.9" />
        </g>
      );
  }
}

/**
 * Generated game artwork (ARCHITECTURE.md: art the platform does not supply is drawn): a gradient
 * picked by the game's name, a motif of its type and its initials. Decorative: the card names the game.
 */
export function GameArt({ name, gameType, vendor, className }: { name: string; gameType: string; vendor?: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  const h = hashOf(`${vendor ?? ''}:${name}`);
  const [from, to, accent] = PALETTES[h % PALETTES.length]!;
  const motif = MOTIF_BY_TYPE[gameType.toUpperCase()] ?? 'gem';
  const angle = (h >> 4) % 360;
  return (
    <svg viewBox="0 0 200 150" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={`g${id}`} gradientTransform={`rotate(${angle % 90} 0.5 0.5)`}>
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`r${id}`} cx="0.2" cy="0.1" r="0.9">
          <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="200" height="150" fill={`url(#g${id})`} />
      <rect width="200" height="150" fill={`url(#r${id})`} />
      <circle cx={30 + (h % 40)} cy="130" r="46" fill="#fff" opacity="0.08" />
      <circle cx="190" cy={10 + ((h >> 8) % 30)} r="36" fill="#000" opacity="0.1" />
      <MotifShapes motif={motif} accent={from} />
      <text x="18" y="118" fontSize="40" fontWeight="900" fill="#fff" fontFamily="system-ui, sans-serif" opacity="0.95" style={{ letterSpacing: '-1px' }}>
        {initialsOf(name)}
      </text>
      <text x="20" y="136" fontSize="11" fontWeight="700" fill={accent} fontFamily="system-ui, sans-serif" opacity="0.95">
        {(vendor ?? gameType).toUpperCase().slice(0, 16)}
      </text>
    </svg>
  );
}
