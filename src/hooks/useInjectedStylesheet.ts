import { useInsertionEffect } from 'react';

const mounted = new Map<string, { element: HTMLStyleElement; users: number }>();

/**
 * Adds `css` to the document while at least one component using `id` is mounted, and removes it
 * after the last one unmounts: third-party stylesheets (imported with `?inline`) stay on the
 * pages that need them, even across client-side navigation. It is in place before the first paint
 * of the component (an insertion effect, as CSS-in-JS libraries use): with a passive effect, the
 * demo's builder painted unstyled first and then jumped (Lighthouse CLS 0.14 on /demo).
 */
export function useInjectedStylesheet(id: string, css: string | undefined): void {
  useInsertionEffect(() => {
    if (!css) return undefined;
    let entry = mounted.get(id);
    if (!entry) {
      const element = document.createElement('style');
      element.dataset.injected = id;
      element.textContent = css;
      document.head.appendChild(element);
      entry = { element, users: 0 };
      mounted.set(id, entry);
    }
    entry.users++;
    return () => {
      const current = mounted.get(id);
      if (!current || --current.users > 0) return;
      current.element.remove();
      mounted.delete(id);
    };
  }, [id, css]);
}
