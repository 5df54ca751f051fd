/** Mini-game drag delay (spec 2 §9): a press must last 150 ms before it drags instead of clicking. */
export const MINI_GAME_DRAG_DELAY_MS = 150;

/**
 * Routes where the floating lottery mini-game is hidden (spec 2 §2: "the route is not in a hidden
 * list"): the lottery and game pages themselves, sign-in pages and the maintenance page.
 */
export const MINI_GAME_HIDDEN_ROUTES = [
  '/lottery',
  '/lott',
  '/vnlottery',
  '/elott',
  '/trend',
  '/seamless',
  '/trial',
  '/login',
  '/register',
  '/maintenance',
] as const;

/** Shown only when logged in and the route is not hidden (spec 2 §2 mini-game widget). */
export function showsMiniGame(loggedIn: boolean, pathname: string): boolean {
  if (!loggedIn) return false;
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !MINI_GAME_HIDDEN_ROUTES.some((r) => path === r || path.startsWith(`${r}/`));
}

/** Keeps the widget fully on screen with a margin. */
export function clampPosition(
  pos: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 8,
): { x: number; y: number } {
  const maxX = Math.max(margin, viewport.width - size.width - margin);
  const maxY = Math.max(margin, viewport.height - size.height - margin);
  return { x: Math.min(Math.max(pos.x, margin), maxX), y: Math.min(Math.max(pos.y, margin), maxY) };
}
