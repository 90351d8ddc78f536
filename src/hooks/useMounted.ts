import { useEffect, useState } from 'react';

/**
 * False in the server HTML and in the first browser render (so hydration matches), true from the
 * render after hydration on: for parts that only the browser can render.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
