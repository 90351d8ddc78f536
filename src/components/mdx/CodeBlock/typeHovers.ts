/**
 * Types on hover for a typed example (src/gatsby/mdx/exampleTypesHtml.ts writes its hover file).
 * Loaded on the reader's first pointer, touch or focus on the block, never with the page: it
 * fetches the file, makes each name a target, and shows one popover per block.
 *
 * - Pointer: hovering a name shows its type; the popover stays while the pointer is on it, so its
 *   links can be followed, and follows its name when the page or the block scrolls. Touch: a tap on a name shows it, a tap elsewhere hides it.
 * - Keyboard: Tab from the block reaches its names as one stop; the arrow keys move between them
 *   (a roving tabindex), and Tab again reaches the popover's links. Esc hides it.
 * - Screen readers: the focused name is described by the popover (aria-describedby, role tooltip).
 */

/** [type HTML, first paragraph of the doc comment as HTML] per quick info; [line, character, length, info] per name. */
interface HoverFile {
  i: Array<[string, string?]>;
  h: Array<[number, number, number, number]>;
}

export interface HoverClasses {
  name: string;
  popover: string;
  docs: string;
}

const HIDE_DELAY_MS = 150;
let counter = 0;

/** Wraps the text at [character, character + length) of `line` in a name target; false when it spans nodes. */
function wrapName(line: Element, character: number, length: number, make: () => HTMLElement): boolean {
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let offset = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const end = offset + node.data.length;
    if (character >= offset && character < end) {
      if (character + length > end) return false;
      const target = node.splitText(character - offset);
      target.splitText(length);
      const name = make();
      target.replaceWith(name);
      name.append(target);
      return true;
    }
    offset = end;
  }
  return false;
}

/**
 * Makes the names of `pre` hover targets. `pointer`: where the pointer or touch that loaded them
 * was, so the name under it shows its type at once.
 */
export async function attachTypeHovers(pre: HTMLPreElement, url: string, classes: HoverClasses, pointer?: { x: number; y: number }): Promise<void> {
  const response = await globalThis.fetch(url);
  if (!response.ok) return;
  const data = (await response.json()) as HoverFile;
  const lines = pre.querySelectorAll(':scope > code > .token-line');

  // Last name of a line first, so the offsets of the ones before it stay valid.
  const byPosition = [...data.h].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  for (const [line, character, length, info] of byPosition) {
    const target = lines[line];
    if (!target) continue;
    wrapName(target, character, length, () => {
      const name = document.createElement('span');
      name.className = classes.name;
      name.dataset.info = String(info);
      name.tabIndex = -1;
      return name;
    });
  }
  const ordered = [...pre.querySelectorAll<HTMLElement>(`.${classes.name}`)];
  if (!ordered.length) return;
  // One tab stop for the block's names: the arrow keys move between them (a roving tabindex).
  ordered[0]!.tabIndex = 0;

  const popover = document.createElement('div');
  popover.id = `type-popover-${++counter}`;
  popover.className = classes.popover;
  popover.setAttribute('role', 'tooltip');
  popover.hidden = true;
  pre.after(popover);

  let shownFor: HTMLElement | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const place = (name: HTMLElement) => {
    const rect = name.getBoundingClientRect();
    const box = popover.getBoundingClientRect();
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - box.width - 8));
    const below = rect.bottom + 4;
    const top = below + box.height > window.innerHeight && rect.top - box.height - 4 > 0 ? rect.top - box.height - 4 : below;
    popover.style.left = `${left}px`;
    popover.style.top = `${top}px`;
  };
  const follow = () => {
    if (shownFor) place(shownFor);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  const onOutside = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!popover.contains(target) && !(shownFor && shownFor.contains(target))) hide();
  };
  function show(name: HTMLElement) {
    clearTimeout(hideTimer);
    if (shownFor === name) return;
    shownFor?.removeAttribute('aria-describedby');
    const [type, docs] = data.i[Number(name.dataset.info)] ?? [''];
    popover.innerHTML = `<code class="prism-code language-ts">${type}</code>${docs ? `<p class="${classes.docs}">${docs}</p>` : ''}`;
    popover.hidden = false;
    name.setAttribute('aria-describedby', popover.id);
    shownFor = name;
    place(name);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    // Focusing a name may scroll the page or the block: the popover follows its name.
    document.addEventListener('scroll', follow, { capture: true, passive: true });
  }
  function hide() {
    clearTimeout(hideTimer);
    if (!shownFor) return;
    shownFor.removeAttribute('aria-describedby');
    shownFor = undefined;
    popover.hidden = true;
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onOutside);
    document.removeEventListener('scroll', follow, { capture: true });
  }
  const hideSoon = () => {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_DELAY_MS);
  };
  const nameOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`.${classes.name}`) : null);

  pre.addEventListener('pointerover', (event) => {
    const name = nameOf(event.target);
    if (name) show(name);
  });
  pre.addEventListener('pointerout', (event) => {
    if (nameOf(event.target) && !popover.contains(event.relatedTarget as Node)) hideSoon();
  });
  popover.addEventListener('pointerenter', () => clearTimeout(hideTimer));
  popover.addEventListener('pointerleave', hideSoon);
  pre.addEventListener('click', (event) => {
    const name = nameOf(event.target);
    if (name) show(name);
  });
  pre.addEventListener('focusin', (event) => {
    const name = nameOf(event.target);
    if (!name) return;
    for (const other of ordered) other.tabIndex = other === name ? 0 : -1;
    show(name);
  });
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || (!popover.contains(next) && !nameOf(next))) hide();
  };
  pre.addEventListener('focusout', onFocusOut);
  popover.addEventListener('focusout', onFocusOut);
  pre.addEventListener('keydown', (event) => {
    const name = nameOf(event.target);
    if (!name || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const next = ordered[ordered.indexOf(name) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  const under = pointer && nameOf(document.elementFromPoint(pointer.x, pointer.y));
  if (under) show(under);
}
