/** `@docusaurus/BrowserOnly`: renders `children()` only in the browser, after hydration. */
import React from 'react';
import { useMounted } from '../../hooks/useMounted';

export interface Props {
  children: () => React.ReactNode;
  fallback?: React.ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: Props) {
  const mounted = useMounted();
  return <>{mounted ? children() : fallback}</>;
}
