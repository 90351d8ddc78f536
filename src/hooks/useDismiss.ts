import { useEffect, useRef, type RefObject } from 'react';

/** What closed the popup: Escape (which usually gives focus back to its opener), a press outside it, or focus leaving it. */
export type DismissReason = 'escape' | 'outside' | 'focus';

/** Which ways, besides Escape from within the popup, close it. */
export interface DismissOptions {
  /** A modal owns the keyboard while open: Escape closes it from anywhere on the page. */
  modal?: boolean;
  /**
   * A press outside the popup closes it: `true` for anywhere outside it, or a modal's backdrop, then
   * only a press on the backdrop itself. A press counts when both pointer down and click land there,
   * so a drag out of the popup keeps it, and on touch the tap is over before the backdrop goes (no
   * click falls through to the page beneath).
   */
  outside?: boolean | RefObject<HTMLElement | null>;
  /** Focus moving out of the popup (to another element, or to none) closes it. */
  focusLeave?: boolean;
}

/**
 * Closes a popup (the navbar's version menu, "Copy page"'s menu, the mobile drawer, the search
 * dialog) the ways a reader expects. The listeners are the document's and live only while `open`,
 * so no element of the popup needs a key or mouse handler of its own: a backdrop or a wrapping div
 * is no control. `ref` is the popup's root element; `onDismiss` may change on every render.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: DismissReason) => void, options: DismissOptions = {}): void {
  const { modal = false, outside = false, focusLeave = false } = options;
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return undefined;
    const within = (target: EventTarget | null) => !!ref.current && target instanceof Node && ref.current.contains(target);
    const isOutside = (target: EventTarget | null) => (outside === true ? !within(target) : !!outside && target === outside.current);
    let pressedOutside = false;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(modal || within(event.target))) return;
      // A search field would also clear itself on Escape.
      event.preventDefault();
      latest.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => void (pressedOutside = isOutside(event.target));
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && isOutside(event.target)) latest.current('outside');
      pressedOutside = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (within(event.target) && !within(event.relatedTarget)) latest.current('focus');
    };

    document.addEventListener('keydown', onKeyDown);
    if (outside) document.addEventListener('pointerdown', onPointerDown, true);
    if (outside) document.addEventListener('click', onClick, true);
    if (focusLeave) document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [open, modal, outside, focusLeave, ref]);
}
