/**
 * The gradient of a lottery game's generated art, from its code: the server's icon
 * (/res/lottery-icons) and the site's stand-in badge, shown while an icon does not load, draw the
 * same one.
 */
export function gameArtGradient(code: string): [from: string, to: string] {
  let h = 0;
  for (let i = 0; i < code.length; i++) h = (h * 31 + code.charCodeAt(i)) >>> 0;
  const hue = h % 360;
  return [`hsl(${hue} 85% 58%)`, `hsl(${(hue + 48) % 360} 80% 38%)`];
}
