/** `@docusaurus/router`: `<Redirect to>`, on Gatsby's router (the hooks of react-router are not provided). */
import { navigate } from 'gatsby';
import { useEffect } from 'react';

/**
 * Sends the reader on. A doc whose content is a `<Redirect>` becomes a static redirect page at
 * build time (it never renders this); elsewhere it navigates once mounted.
 */
export function Redirect({ to, push = false }: { to: string; push?: boolean }) {
  useEffect(() => {
    void navigate(to, { replace: !push });
  }, [to, push]);
  return null;
}
