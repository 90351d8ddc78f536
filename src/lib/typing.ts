/**
 * Is the reader typing? Keyboard shortcuts (the search's "/") and route-change focus leave a
 * reader alone while the focus is in a field.
 */

/** Is `target` a text field: an input, textarea, select or contenteditable element? */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  const element = target as Partial<Pick<HTMLElement, 'isContentEditable' | 'tagName'>> | null | undefined;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName ?? '')));
}
