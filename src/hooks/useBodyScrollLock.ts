import { useEffect } from 'react';

/** While `locked`, the page behind an overlay does not scroll; its own overflow style comes back after. */
export function useBodyScrollLock(locked = true): void {
  useEffect(() => {
    if (!locked) return undefined;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = overflow);
  }, [locked]);
}
