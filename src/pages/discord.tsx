import type { PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { Main } from '../components/Main';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import * as narrowPage from '../styles/narrowPage.module.css';

/** Milliseconds before the page forwards to the Discord invite. */
export const DISCORD_REDIRECT_DELAY = 500;

/** /discord: a short stop on the way to the community's Discord server. */
export default function DiscordPage({ location }: PageProps) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(siteConfig.discordInvite), DISCORD_REDIRECT_DELAY);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Seo title="Discord" description="The React Query Builder community chat on Discord." path={location.pathname} noindex />
      <Main className={narrowPage.main}>
        <h1>Discord</h1>
        <p>
          Redirecting to React Query Builder Discord server… If nothing happens, follow this invite:{' '}
          <a href={siteConfig.discordInvite}>{siteConfig.discordInvite}</a>
        </p>
      </Main>
    </>
  );
}
