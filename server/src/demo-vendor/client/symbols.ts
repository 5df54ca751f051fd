/** SVG art of the slot symbols: one hidden sprite, cells draw them with <use>. */

const SYMBOLS: Record<string, string> = {
  cherry: `
    <path d="M36 52 C40 30 52 18 66 12" stroke="#2f9e44" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M66 56 C64 38 64 24 66 12" stroke="#2f9e44" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M66 12 C78 6 90 12 92 22 C80 26 70 22 66 12Z" fill="url(#g-leaf)"/>
    <circle cx="34" cy="68" r="19" fill="url(#g-cherry)"/>
    <circle cx="68" cy="72" r="19" fill="url(#g-cherry)"/>
    <ellipse cx="27" cy="61" rx="6" ry="4" fill="#fff" opacity=".55"/>
    <ellipse cx="61" cy="65" rx="6" ry="4" fill="#fff" opacity=".55"/>`,
  lemon: `
    <path d="M12 54 C16 28 44 16 68 22 C82 26 92 40 90 54 C86 78 58 90 36 84 C20 80 10 68 12 54Z" fill="url(#g-lemon)" stroke="#c79100" stroke-width="2"/>
    <path d="M88 50 L96 46 L92 56Z" fill="#e0a800"/>
    <path d="M14 58 L6 62 L12 52Z" fill="#e0a800"/>
    <ellipse cx="40" cy="40" rx="14" ry="6" fill="#fff" opacity=".5" transform="rotate(-20 40 40)"/>`,
  grape: `
    <path d="M50 18 C50 10 56 6 62 6" stroke="#6b4f2a" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M52 16 C64 6 80 10 84 20 C70 24 58 22 52 16Z" fill="url(#g-leaf)"/>
    <g fill="url(#g-grape)" stroke="#3b0a5c" stroke-width="1.5">
      <circle cx="32" cy="34" r="12"/><circle cx="54" cy="32" r="12"/><circle cx="74" cy="36" r="12"/>
      <circle cx="42" cy="52" r="12"/><circle cx="64" cy="52" r="12"/>
      <circle cx="36" cy="70" r="11"/><circle cx="56" cy="70" r="12"/>
      <circle cx="48" cy="88" r="10"/>
    </g>
    <g fill="#fff" opacity=".45"><circle cx="28" cy="30" r="3"/><circle cx="50" cy="28" r="3"/><circle cx="38" cy="48" r="3"/></g>`,
  bell: `
    <circle cx="50" cy="14" r="6" fill="url(#g-gold)"/>
    <path d="M50 18 C30 18 24 36 24 54 C24 66 16 72 12 78 L88 78 C84 72 76 66 76 54 C76 36 70 18 50 18Z" fill="url(#g-gold)" stroke="#a0610a" stroke-width="2"/>
    <rect x="10" y="76" width="80" height="8" rx="4" fill="#d08a10"/>
    <circle cx="50" cy="90" r="7" fill="#a0610a"/>
    <path d="M38 30 C32 38 32 52 33 62" stroke="#fff" stroke-width="5" opacity=".5" fill="none" stroke-linecap="round"/>`,
  star: `
    <path d="M50 6 L62 36 L94 38 L69 58 L78 90 L50 72 L22 90 L31 58 L6 38 L38 36Z" fill="url(#g-star)" stroke="#b45309" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M50 22 L57 40 L76 41 L61 53" stroke="#fff" stroke-width="3" opacity=".55" fill="none" stroke-linecap="round"/>`,
  seven: `
    <path d="M18 14 L84 14 L84 28 C66 46 56 66 52 90 L30 90 C34 66 46 44 62 30 L18 30Z" fill="url(#g-seven)" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
    <path d="M24 19 L76 19" stroke="#fff" stroke-width="3" opacity=".55" stroke-linecap="round"/>`,
  diamond: `
    <path d="M28 14 L72 14 L94 38 L50 92 L6 38Z" fill="url(#g-diamond)" stroke="#e0fbff" stroke-width="2" stroke-linejoin="round"/>
    <path d="M6 38 L94 38 M28 14 L38 38 L50 92 L62 38 L72 14 M38 38 L50 14 L62 38" stroke="#e0fbff" stroke-width="1.5" fill="none" opacity=".8"/>
    <path d="M30 20 L22 34" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>`,
};

const DEFS = `
  <linearGradient id="g-cherry" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6b81"/><stop offset=".55" stop-color="#e01e37"/><stop offset="1" stop-color="#7a0019"/></linearGradient>
  <linearGradient id="g-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8ce99a"/><stop offset="1" stop-color="#2b8a3e"/></linearGradient>
  <linearGradient id="g-lemon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff59d"/><stop offset=".6" stop-color="#ffd43b"/><stop offset="1" stop-color="#f08c00"/></linearGradient>
  <linearGradient id="g-grape" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d0a2ff"/><stop offset=".5" stop-color="#9b3dff"/><stop offset="1" stop-color="#4a0e8f"/></linearGradient>
  <linearGradient id="g-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3bf"/><stop offset=".45" stop-color="#fcc419"/><stop offset="1" stop-color="#e67700"/></linearGradient>
  <linearGradient id="g-star" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff9db"/><stop offset=".4" stop-color="#ffd43b"/><stop offset="1" stop-color="#fd7e14"/></linearGradient>
  <linearGradient id="g-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8787"/><stop offset=".5" stop-color="#f03e3e"/><stop offset="1" stop-color="#a61e4d"/></linearGradient>
  <linearGradient id="g-diamond" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3fafc"/><stop offset=".45" stop-color="#3bc9db"/><stop offset="1" stop-color="#1864ab"/></linearGradient>`;

/** Puts the sprite in the page once. */
export function installSymbolSprite(): void {
  if (document.getElementById('slot-sprite')) return;
  const symbols = Object.entries(SYMBOLS)
    .map(([name, body]) => `<symbol id="s-${name}" viewBox="0 0 100 100">${body}</symbol>`)
    .join('');
  const holder = document.createElement('div');
  holder.innerHTML = `<svg id="slot-sprite" xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false" class="sprite"><defs>${DEFS}</defs>${symbols}</svg>`;
  const sprite = holder.firstElementChild;
  if (sprite) document.body.prepend(sprite);
}

/** Markup of one symbol (static strings only). */
export const symbolSvg = (name: string): string =>
  `<svg class="sym sym-${name}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use href="#s-${name}"/></svg>`;
