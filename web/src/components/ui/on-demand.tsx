import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ComponentType, type RefObject } from 'react';
import { OPENING_OVERLAY_ATTR } from '../../lib/dialog-presence';

/** What a menu or popover loaded on demand is given when it takes the place of its placeholder trigger. */
export interface OnDemandOpen {
  /** Open at once: the placeholder was pressed before the code had arrived. */
  defaultOpen: boolean;
  /** Goes on the Radix trigger, so the focus the placeholder had moves to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

type TriggerProps = ComponentPropsWithoutRef<'button'> & { 'data-testid'?: string };

// a component loaded once is shown at once by every later placeholder (the language menu has two)
const loadedComponents = new WeakMap<() => Promise<unknown>, ComponentType<never>>();

/**
 * A Radix menu or popover whose code loads when a person reaches for it, so no page's first load
 * carries it. Until then a plain button marked up as the closed Radix trigger is (type, aria-haspopup,
 * aria-expanded="false", data-state="closed", the same props and children) stands in its place, so the
 * first paint is identical. Focusing or pressing it loads `load`'s component, which then replaces it:
 * opened when it was pressed (a menu opens on pointer down, a popover on click, as Radix does), and
 * holding the focus when the placeholder had it.
 */
export function OnDemand<P extends object>({
  popup,
  opensOn,
  trigger,
  load,
  props,
}: {
  popup: 'menu' | 'dialog';
  opensOn: 'pointerdown' | 'click';
  trigger: TriggerProps;
  load: () => Promise<ComponentType<P & OnDemandOpen>>;
  props: P;
}) {
  const [Loaded, setLoaded] = useState(() => (loadedComponents.get(load) as ComponentType<P & OnDemandOpen> | undefined) ?? null);
  const [defaultOpen, setDefaultOpen] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    // the placeholder had the focus when it was replaced (a keyboard user tabbed to it): the trigger takes it
    if (Loaded && refocus && !defaultOpen) triggerRef.current?.focus();
  }, [Loaded, refocus, defaultOpen]);
  if (Loaded) return <Loaded {...props} defaultOpen={defaultOpen} triggerRef={triggerRef} />;
  const want = (open: boolean) => {
    if (open) setDefaultOpen(true);
    load().then(
      (C) => {
        loadedComponents.set(load, C as ComponentType<never>);
        setRefocus(placeholder.current !== null && document.activeElement === placeholder.current);
        setLoaded(() => C);
      },
      // a chunk that failed to download (a deploy in between): the next press tries again
      () => setDefaultOpen(false),
    );
  };
  return (
    <>
      <button
        ref={placeholder}
        type="button"
        aria-haspopup={popup}
        aria-expanded={false}
        data-state="closed"
        {...trigger}
        onFocus={() => want(false)}
        onPointerDown={(e) => {
          if (e.button === 0 && !e.ctrlKey) want(opensOn === 'pointerdown');
        }}
        onClick={() => want(true)}
      />
      {/* pressed, its code still on the way: counted as an open menu (lib/dialog-presence.ts), so an
          overlay that opens by itself (the advertisement popup) does not take the page meanwhile */}
      {defaultOpen && <span hidden {...{ [OPENING_OVERLAY_ATTR]: '' }} />}
    </>
  );
}
