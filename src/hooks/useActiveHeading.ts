import { useEffect, useState } from 'react';

/**
 * Scroll-spy for the table of contents: the id of the last heading that has scrolled past the
 * top of the viewport (below the sticky navbar), or the first heading while none has.
 */
export function useActiveHeading(ids: string[], offsetPx = 100): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  // The effect depends on the ids' values, not on the array's identity (a new array each render).
  // An HTML id holds no whitespace, so joining on a space round-trips.
  const key = ids.join(' ');
  useEffect(() => {
    if (!key) return undefined;
    const headingIds = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const id of headingIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offsetPx) current = id;
      }
      // At the very bottom, the last heading may never reach the top: mark it anyway.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && window.scrollY > 0 ? headingIds[headingIds.length - 1] : (current ?? headingIds[0]));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key, offsetPx]);
  return active;
}
