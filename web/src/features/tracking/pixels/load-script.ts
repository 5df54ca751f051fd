/**
 * Adds `<script async src>` to the page unless a script of that address is there already. A
 * script that fails to load is left alone: the pixel stays a queue nobody reads, the page is not told.
 */
export function loadScriptOnce(src: string): void {
  for (const script of document.scripts) if (script.getAttribute('src') === src) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
