import { useEffect, useState } from 'react';

/**
 * True while the reader scrolls down past `threshold` px (the navbar slides away), false as soon
 * as they scroll up or return near the top.
 */
export function useHideOnScroll(enabled: boolean, threshold = 120): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < threshold) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return hidden;
}
