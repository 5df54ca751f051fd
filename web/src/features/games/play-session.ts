/**
 * The launched game's address for /seamless and /trial. Decision: it is kept in sessionStorage
 * (per tab, gone with the tab) keyed by frame kind, not in router state, so a reload of the frame
 * page shows the same game, and the play URL never appears in the site's own address bar or history.
 */
export type FrameKind = 'seamless' | 'trial' | 'player';

export interface PlaySession {
  gameType: string;
  url: string;
  title: string;
  /** Where the close button goes back to. */
  returnTo: string;
}

const key = (kind: FrameKind) => `games.play.${kind}`;

export function savePlaySession(kind: FrameKind, session: PlaySession): void {
  try {
    sessionStorage.setItem(key(kind), JSON.stringify(session));
  } catch {
    // storage refused (private mode): the frame page then shows its "no game" state
  }
}

/**
 * Hands the game to an alternate game window (spec 2 §4): the blank window the click opened is still
 * on about:blank of this origin, so its own sessionStorage takes the play session, then it goes to
 * the player page. The address stays out of every URL, as for the frames. False when the window is
 * gone or refuses (the caller then opens the vendor's address itself).
 */
export function handOverPlaySession(win: Window, session: PlaySession): boolean {
  try {
    if (win.closed) return false;
    win.sessionStorage.setItem(key('player'), JSON.stringify(session));
    win.location.href = `/player?gameType=${encodeURIComponent(session.gameType)}`;
    return true;
  } catch {
    return false;
  }
}

export function readPlaySession(kind: FrameKind, gameType: string | null): PlaySession | null {
  try {
    const raw = sessionStorage.getItem(key(kind));
    if (!raw) return null;
    const s = JSON.parse(raw) as PlaySession;
    if (typeof s.url !== 'string' || !/^(https?:)?\/\/|^\//.test(s.url)) return null;
    // a frame page opened for another game type has nothing to show
    if (gameType && s.gameType !== gameType) return null;
    return s;
  } catch {
    return null;
  }
}

export function clearPlaySession(kind: FrameKind): void {
  try {
    sessionStorage.removeItem(key(kind));
  } catch {
    // nothing to clear
  }
}
