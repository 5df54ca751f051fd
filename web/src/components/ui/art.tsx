/** Generated artwork (ARCHITECTURE.md: art the platform does not supply is drawn, no outside host). */

export type CategoryArtKind = 'lottery' | 'live' | 'rng' | 'fish' | 'pvp' | 'sports' | 'esports';

/** Per-category gradients: self-contained colours so tiles read well on dark and light themes. */
export const CATEGORY_GRADIENT: Record<CategoryArtKind, [string, string]> = {
  lottery: ['#ff512f', '#f09819'],
  live: ['#6a11cb', '#d63af9'],
  rng: ['#fc466b', '#3f5efb'],
  fish: ['#00b4db', '#0052d4'],
  pvp: ['#b91d3a', '#3a0f4d'],
  sports: ['#0f9b73', '#4cd964'],
  esports: ['#3a55e0', '#8e54e9'],
};

function Motif({ kind }: { kind: CategoryArtKind }) {
  switch (kind) {
    case 'lottery':
      return (
        <g>
          {[
            [142, 58, 24, '7'],
            [178, 96, 19, '18'],
            [128, 112, 17, '32'],
          ].map(([x, y, r, n]) => (
            <g key={String(n)}>
              <circle cx={x} cy={y} r={r} fill="#fff" />
              <circle cx={Number(x) - Number(r) * 0.35} cy={Number(y) - Number(r) * 0.4} r={Number(r) * 0.28} fill="#fff" opacity="0.9" />
              <circle cx={x} cy={y} r={Number(r) * 0.62} fill="none" stroke="#ff512f" strokeWidth="2.5" />
              <text x={x} y={Number(y) + Number(r) * 0.24} textAnchor="middle" fontSize={Number(r) * 0.72} fontWeight="800" fill="#c2361b" fontFamily="system-ui, sans-serif">
                {n}
              </text>
            </g>
          ))}
        </g>
      );
    case 'live':
      return (
        <g>
          <rect x="120" y="22" width="54" height="76" rx="7" fill="#fff" transform="rotate(12 147 60)" />
          <text x="150" y="72" textAnchor="middle" fontSize="34" fontWeight="800" fill="#d63af9" transform="rotate(12 147 60)" fontFamily="system-ui, sans-serif">
            A
          </text>
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <ellipse cx="128" cy={124 - i * 9} rx="26" ry="9" fill={i === 2 ? '#ffd35c' : '#fff'} />
              <ellipse cx="128" cy={124 - i * 9} rx="16" ry="5" fill="none" stroke="#6a11cb" strokeWidth="2" strokeDasharray="4 4" />
            </g>
          ))}
        </g>
      );
    case 'rng':
      return (
        <g>
          <rect x="100" y="40" width="96" height="64" rx="12" fill="#fff" opacity="0.95" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={108 + i * 29} y="48" width="24" height="48" rx="5" fill="#3f5efb" opacity="0.12" />
              <text x={120 + i * 29} y="82" textAnchor="middle" fontSize="28" fontWeight="900" fill="#fc466b" fontFamily="system-ui, sans-serif">
                7
              </text>
            </g>
          ))}
          <circle cx="196" cy="30" r="7" fill="#ffd35c" />
          <rect x="193" y="34" width="6" height="28" rx="3" fill="#fff" opacity="0.8" />
        </g>
      );
    case 'fish':
      return (
        <g>
          <path d="M104 82c18-26 48-32 74-18c8 4 14 10 18 18c-4 8-10 14-18 18c-26 14-56 8-74-18Zm0 0l-14-16v32Z" fill="#fff" />
          <circle cx="176" cy="76" r="4.5" fill="#0052d4" />
          <path d="M140 70c6 8 6 16 0 24" stroke="#00b4db" strokeWidth="3" fill="none" strokeLinecap="round" />
          <circle cx="124" cy="40" r="6" fill="none" stroke="#fff" strokeWidth="2.5" opacity="0.8" />
          <circle cx="142" cy="26" r="4" fill="none" stroke="#fff" strokeWidth="2" opacity="0.6" />
          <circle cx="112" cy="22" r="3" fill="#fff" opacity="0.5" />
        </g>
      );
    case 'pvp':
      return (
        <g>
          {[-18, 0, 18].map((r, i) => (
            <g key={r} transform={`rotate(${r} 150 130)`}>
              <rect x="126" y="40" width="50" height="72" rx="7" fill="#fff" stroke="#b91d3a" strokeOpacity="0.2" />
              <text x="151" y="86" textAnchor="middle" fontSize="30" fill={i === 1 ? '#b91d3a' : '#2a0b3a'} fontFamily="system-ui, sans-serif">
                {['♠', '♥', '♣'][i]}
              </text>
            </g>
          ))}
        </g>
      );
    case 'sports':
      return (
        <g>
          <circle cx="150" cy="76" r="40" fill="#fff" />
          <path d="M150 58l17 12l-6.5 20h-21l-6.5-20Z" fill="#0f9b73" />
          <path d="M150 36v22M167 70l21-7M160.5 90l13 17M139.5 90l-13 17M133 70l-21-7" stroke="#0f9b73" strokeWidth="3" />
        </g>
      );
    case 'esports':
      return (
        <g>
          <path d="M118 56h64c14 0 24 12 22 26l-4 20c-2 11-15 15-23 7l-10-9h-34l-10 9c-8 8-21 4-23-7l-4-20c-2-14 8-26 22-26Z" fill="#fff" />
          <path d="M128 72v16M120 80h16" stroke="#3a55e0" strokeWidth="4" strokeLinecap="round" />
          <circle cx="172" cy="74" r="4.5" fill="#8e54e9" />
          <circle cx="182" cy="84" r="4.5" fill="#fc466b" />
        </g>
      );
  }
}

/** Tile artwork for a game category: CSS gradient and glow, with the drawn motif kept whole at the right. */
export function CategoryArt({ kind, className }: { kind: CategoryArtKind; className?: string }) {
  const [a, b] = CATEGORY_GRADIENT[kind];
  return (
    <div aria-hidden="true" className={className} style={{ background: `linear-gradient(135deg, ${a}, ${b})` }}>
      <div className="absolute inset-0 bg-[radial-gradient(55%_75%_at_78%_45%,rgba(255,255,255,0.32),transparent_70%)]" />
      <div className="absolute -bottom-16 -left-10 size-40 rounded-full bg-white/[0.07]" />
      <div className="absolute -top-10 right-6 size-28 rounded-full bg-white/[0.08]" />
      <svg
        viewBox="86 8 124 134"
        preserveAspectRatio="xMaxYMid meet"
        className="absolute top-[4%] right-[2%] h-[70%] w-auto max-w-[62%] sm:top-[6%] sm:h-[88%] sm:max-w-[70%]"
        style={{ filter: 'drop-shadow(0 6px 10px rgba(0,0,0,0.25))' }}
      >
        <Motif kind={kind} />
      </svg>
    </div>
  );
}

/** Home hero background: merchant-accent gradient, dot texture and glow (fills any size). */
export function HeroBackdrop({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1280 420" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'color-mix(in oklab, var(--c-surface) 92%, var(--c-accent))' }} />
          <stop offset="0.55" style={{ stopColor: 'color-mix(in oklab, var(--c-surface-2) 75%, var(--c-accent))' }} />
          <stop offset="1" style={{ stopColor: 'color-mix(in oklab, var(--c-accent-2) 55%, var(--c-surface))' }} />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.8" cy="0.45" r="0.5">
          <stop offset="0" style={{ stopColor: 'var(--c-accent)', stopOpacity: 0.55 }} />
          <stop offset="1" style={{ stopColor: 'var(--c-accent)', stopOpacity: 0 }} />
        </radialGradient>
        <pattern id="hero-dots" width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.3" style={{ fill: 'var(--c-text)' }} opacity="0.08" />
        </pattern>
      </defs>
      <rect width="1280" height="420" fill="url(#hero-bg)" />
      <rect width="1280" height="420" fill="url(#hero-dots)" />
      <rect width="1280" height="420" fill="url(#hero-glow)" />
    </svg>
  );
}

/** Home hero motif: floating lottery balls in accent colours, orbit rings and sparkles. */
export function HeroBalls({ className }: { className?: string }) {
  const balls: [number, number, number, string, string][] = [
    [1010, 120, 58, '08', 'var(--c-accent)'],
    [1150, 215, 44, '23', 'var(--c-accent-2)'],
    [905, 250, 38, '15', '#4aa8ff'],
    [1230, 95, 30, '42', '#2fcf86'],
    [1080, 330, 32, '36', '#f2545b'],
  ];
  return (
    <svg viewBox="840 30 440 370" preserveAspectRatio="xMidYMid meet" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id="ball-shine" cx="0.35" cy="0.3" r="0.7">
          <stop offset="0" stopColor="#fff" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g fill="none" style={{ stroke: 'var(--c-accent)' }} strokeOpacity="0.25">
        <circle cx="1060" cy="210" r="150" strokeWidth="2" />
        <circle cx="1060" cy="210" r="200" strokeWidth="1.5" strokeDasharray="3 10" />
      </g>
      {balls.map(([x, y, r, n, color]) => (
        <g key={n} style={{ filter: 'drop-shadow(0 14px 22px rgba(0,0,0,0.35))' }}>
          <circle cx={x} cy={y} r={r} style={{ fill: color }} />
          <circle cx={x} cy={y} r={r * 0.6} fill="#fff" />
          <text x={x} y={y + r * 0.2} textAnchor="middle" fontSize={r * 0.56} fontWeight="800" fill="#1b1f2b" fontFamily="system-ui, sans-serif">
            {n}
          </text>
          <circle cx={x} cy={y} r={r} fill="url(#ball-shine)" />
        </g>
      ))}
      <g style={{ fill: 'var(--c-accent)' }} opacity="0.8">
        {[
          [860, 90, 9],
          [1245, 300, 7],
          [960, 380, 6],
          [830, 340, 5],
        ].map(([x, y, s]) => (
          <path
            key={`${x}-${y}`}
            d={`M${x} ${y! - s!}L${x! + s! * 0.3} ${y! - s! * 0.3}L${x! + s!} ${y}L${x! + s! * 0.3} ${y! + s! * 0.3}L${x} ${y! + s!}L${x! - s! * 0.3} ${y! + s! * 0.3}L${x! - s!} ${y}L${x! - s! * 0.3} ${y! - s! * 0.3}Z`}
          />
        ))}
      </g>
    </svg>
  );
}
