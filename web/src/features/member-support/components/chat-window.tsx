import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_WINDOW, type Language } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { getChatPermission, getChatUnreadQueryOptions, launchChat } from '../api/chat';

/** isAgent 4 (and 40, 41, 42) are trial or non-real accounts: no chat (spec 1 §6, spec 2 §6). */
const NO_CHAT = ['4', '40', '41', '42'];

type State = { kind: 'loading' } | { kind: 'warning'; text: string } | { kind: 'open'; url: string } | { kind: 'failed' };

export interface ChatWindowProps {
  isAgent: string | null;
  language: Language;
  onClose: () => void;
}

/**
 * The chat window (spec 2 §2 "Chat window", §4, §9): the site's live chat page in a frame,
 * draggable by its bar and resizable (200-480 wide, at least 280 high), snapping to the nearest
 * side and top or bottom after a drag. A trial account gets the chat warning; so does a member
 * without chat permission. Closing refreshes the unread count. The caller asks a visitor to log in.
 */
export function ChatWindow({ isAgent, language, onClose }: ChatWindowProps) {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const trial = NO_CHAT.includes(isAgent ?? '');
  const [state, setState] = useState<State>(trial ? { kind: 'warning', text: t('chat.trialWarning') } : { kind: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);

  useEffect(() => {
    let live = true;
    if (trial) return;
    void (async () => {
      try {
        if (!(await getChatPermission())) return live && setState({ kind: 'warning', text: t('chat.noPermission') });
        const url = await launchChat({ b2c: true, title: t('chat.title'), language });
        if (live) setState({ kind: 'open', url });
      } catch {
        if (live) setState({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [trial, language, t]);

  const close = () => {
    void client.invalidateQueries({ queryKey: getChatUnreadQueryOptions().queryKey });
    onClose();
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    const r = box.current?.getBoundingClientRect();
    if (!r || (e.target as HTMLElement).closest('button')) return;
    drag.current = { dx: e.clientX - r.left, dy: e.clientY - r.top };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (!drag.current) return;
    setPos({ left: e.clientX - drag.current.dx, top: e.clientY - drag.current.dy });
  };
  const onPointerUp = () => {
    const r = box.current?.getBoundingClientRect();
    if (!drag.current || !r) return;
    drag.current = null;
    // snap to the nearest side and to the top or bottom (spec 2 §4, §9 snap offset 72)
    const off = CHAT_WINDOW.snapOffset;
    const left = r.left + r.width / 2 < window.innerWidth / 2 ? off / 4 : window.innerWidth - r.width - off / 4;
    const top = r.top + r.height / 2 < window.innerHeight / 2 ? off : Math.max(off, window.innerHeight - r.height - off);
    setPos({ left, top });
  };

  return (
    <div
      ref={box}
      role="dialog"
      aria-label={t('chat.title')}
      data-testid="chat-window"
      style={{
        minWidth: CHAT_WINDOW.minWidth,
        maxWidth: `min(${CHAT_WINDOW.maxWidth}px, calc(100vw - 16px))`,
        minHeight: CHAT_WINDOW.minHeight,
        ...(pos ? { left: pos.left, top: pos.top, right: 'auto', bottom: 'auto' } : {}),
      }}
      className="fixed right-3 bottom-20 z-[60] flex h-[min(520px,calc(100dvh-120px))] w-[min(360px,calc(100vw-24px))] resize flex-col overflow-hidden rounded-card border border-border bg-surface shadow-[0_24px_60px_-12px_rgba(0,0,0,0.6)]"
    >
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        className="flex cursor-move touch-none items-center justify-between gap-2 bg-accent px-3 py-1.5 text-accent-contrast select-none"
      >
        <span className="flex items-center gap-2 text-sm font-bold">
          <Icon name="headset" className="size-4" />
          {t('chat.title')}
        </span>
        <button type="button" onClick={close} aria-label={t('chat.close')} className="grid size-11 place-items-center rounded-full hover:bg-black/10">
          <Icon name="close" className="size-5" />
        </button>
      </div>
      {state.kind === 'open' ? (
        <iframe title={t('chat.title')} src={state.url} className="min-h-0 w-full flex-1 border-0 bg-bg" />
      ) : state.kind === 'loading' ? (
        <div className="grid flex-1 place-items-center">
          <Spinner label={t('chat.loading')} className="size-7 text-accent" />
        </div>
      ) : (
        <div role="alert" className="grid flex-1 place-items-center content-center gap-4 p-6 text-center">
          <Icon name="alert" className="size-8 text-warning" />
          <p className="text-sm">{state.kind === 'warning' ? state.text : t('chat.failed')}</p>
          <Button variant="secondary" onClick={close}>
            {t('chat.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
