/** `@docusaurus/BrowserOnly`: renders `children()` only in the browser, after hydration. */
import React, { useEffect, useState } from 'react';

export interface Props {
  children: () => React.ReactNode;
  fallback?: React.ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
