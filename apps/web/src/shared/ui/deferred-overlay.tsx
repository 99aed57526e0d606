import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useDeferredPart, type DeferredPart } from '../loading/deferred-part';

/**
 * How an overlay whose code came late starts: as the user left its stand-in trigger. A press before the code was
 * in opens it once it is; the focus the stand-in had goes to the real trigger (the stand-in is replaced).
 */
export interface OverlayStart {
  openAtOnce: boolean;
  focusTrigger: boolean;
}

/** What the stand-in trigger must put on its button: the popup's role as the real one says it, and the events. */
export interface StandInTriggerProps {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

interface DeferredOverlayProps<P> {
  /** The overlay with its own trigger (a menu, a popover), as loaded. */
  part: DeferredPart<P & OverlayStart>;
  props: P;
  popup: 'menu' | 'dialog';
  /** The same trigger, drawn until the overlay's code is in: same look and name, the stand-in's props on it. */
  trigger: (standIn: StandInTriggerProps) => ReactElement;
}

/**
 * A menu or popover whose trigger is drawn at once and whose code (Mantine's Menu or Popover with floating-ui)
 * loads when the trigger is first hovered, focused or pressed, or at the browser's first idle moment after the
 * first screen, whichever comes first: no first screen opens one, and their code was 20-odd KB gzip'd of it.
 */
export function DeferredOverlay<P extends object>({ part, props, popup, trigger }: DeferredOverlayProps<P>) {
  const [Loaded, load] = useDeferredPart(part);
  const [start, setStart] = useState<OverlayStart>({ openAtOnce: false, focusTrigger: false });
  // While the stand-in is pressed (the pointer or Space down, its click to come), it stays: replaced between the
  // press and the release, the click would land on no button and be lost.
  const [pressed, setPressed] = useState(false);
  if (Loaded && !pressed) return <Loaded {...props} {...start} />;
  const release = () => setPressed(false);
  return trigger({
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: () => {
      setStart((now) => ({ ...now, openAtOnce: true }));
      release();
      load();
    },
    onFocus: () => {
      setStart((now) => ({ ...now, focusTrigger: true }));
      load();
    },
    onBlur: () => {
      setStart((now) => ({ ...now, focusTrigger: false }));
      release();
    },
    onPointerEnter: load,
    onPointerDown: () => {
      setPressed(true);
      load();
    },
    // (Released elsewhere, a press clicks nothing.)
    onPointerLeave: release,
    onPointerCancel: release,
    onKeyDown: (event) => {
      if (event.key === ' ') setPressed(true);
    },
  });
}

/**
 * The open state of an overlay loaded by DeferredOverlay, started as its stand-in left it: the real trigger takes
 * the focus, then opens if the stand-in was pressed (so the overlay returns the focus to it when it closes).
 * The ref goes on the trigger.
 */
export function useOverlayStart<T extends HTMLElement = HTMLButtonElement>(start: OverlayStart) {
  const trigger = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  // Only as it mounts: the stand-in's state at the swap, not what the props say later.
  const [initial] = useState(start);
  useEffect(() => {
    if (initial.focusTrigger || initial.openAtOnce) trigger.current?.focus();
    if (!initial.openAtOnce) return;
    // Opened once mounted with the focus on the trigger, as a press on it would: opened in the first render, the
    // overlay would not know where to return the focus (it notes that as it opens).
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [initial]);
  return { trigger, opened, setOpened };
}
