import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { useDockedFloater, usePhoneDock } from '../../../lib/phone-dock';
import { MINI_GAME_DRAG_DELAY_MS, clampPosition, showsMiniGame } from '../model/mini-game';
import { QuickBetBox } from './quick-bet-box';

const SIZE = { width: 64, height: 64 };

interface Drag {
  pointerId: number;
  timer: ReturnType<typeof setTimeout> | null;
  armed: boolean;
  moved: boolean;
  dx: number;
  dy: number;
}

/**
 * Floating lottery mini-game (spec 2 §2): draggable after a 150 ms press (spec 2 §9), shown only
 * when logged in and not on a hidden route; a click opens the quick game with a way to the lobby.
 */
export function LotteryMiniGame({ loggedIn, pathname, enabled = true }: { loggedIn: boolean; pathname: string; /** the merchant's mini-game flag (LOTTMINIGAME3, spec 2 §6) */ enabled?: boolean }) {
  const { t } = useTranslation('lottery');
  // open belongs to the page it was opened on: navigating closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (v: boolean) => setOpenOn(v ? pathname : null);
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => () => void (drag.current?.timer && clearTimeout(drag.current.timer)), []);
  const shown = enabled && showsMiniGame(loggedIn, pathname);
  // phones: the button's place is in the site's dock (lib/phone-dock.ts), which steps aside, with
  // the button, while a field has the keyboard; a player who drags it puts it where they like
  useDockedFloater(shown);
  const fieldActive = usePhoneDock((s) => s.fieldActive);

  if (!shown) return null;

  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const state: Drag = { pointerId: e.pointerId, timer: null, armed: false, moved: false, dx: e.clientX - rect.left, dy: e.clientY - rect.top };
    state.timer = setTimeout(() => {
      state.armed = true;
      setDragging(true);
    }, MINI_GAME_DRAG_DELAY_MS);
    drag.current = state;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId || !d.armed) return;
    d.moved = true;
    setPos(clampPosition({ x: e.clientX - d.dx, y: e.clientY - d.dy }, SIZE, viewport()));
  };

  const endDrag = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (d.timer) clearTimeout(d.timer);
    // a drag ends without opening the game; a short press is a click
    suppressClick.current = d.moved;
    drag.current = null;
    setDragging(false);
  };

  const style = pos ? { left: pos.x, top: pos.y } : undefined;

  return (
    <>
      <button
        type="button"
        data-testid="lottery-mini-game"
        aria-label={t('mini.open')}
        aria-expanded={open}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClick={() => {
          if (suppressClick.current) {
            suppressClick.current = false;
            return;
          }
          setOpen(!open);
        }}
        style={style}
        className={cn(
          // above the header and the dock, under the drawer (z-60) and every dialog: it never lies over an open one
          'fixed z-[45] grid size-14 touch-none place-items-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-accent-contrast shadow-[0_12px_30px_-8px_rgba(0,0,0,0.7)] ring-2 ring-accent/25 transition-[transform,box-shadow] duration-150 select-none lg:size-16 lg:ring-4',
          // phones: the left end of the dock; desktop: under the right bar, in the page's right margin
          !pos && 'bottom-[calc(4px+env(safe-area-inset-bottom))] left-4 lg:right-4 lg:bottom-8 lg:left-auto',
          fieldActive && 'max-lg:hidden',
          dragging ? 'scale-110 cursor-grabbing shadow-[0_18px_40px_-8px_rgba(0,0,0,0.8)]' : 'hover:scale-105',
        )}
      >
        <Icon name="lottery" className="size-8" />
        <span aria-hidden="true" className="absolute top-0 right-0 size-4 animate-pulse lg:-top-1 lg:-right-1 rounded-full border-2 border-bg bg-danger" />
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={t('mini.title')}
          data-testid="lottery-mini-panel"
          className="fixed inset-x-3 bottom-3 z-[71] animate-fade-in sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[380px]"
        >
          <div className="relative rounded-card bg-bg shadow-[0_24px_60px_-12px_rgba(0,0,0,0.8)]">
            <QuickBetBox compact />
            <div className="flex items-center gap-2 border-t border-border bg-surface px-4 py-3">
              <Link to="/lottery" className={buttonClasses('secondary', 'sm', 'flex-1')}>
                {t('mini.lobby')}
              </Link>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className={buttonClasses('ghost', 'sm')}
                aria-label={t('mini.close')}
              >
                <Icon name="close" className="size-5" />
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
