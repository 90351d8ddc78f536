import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './src/config/site';
import { CONTENT_DIR, docsMdxPlugins } from './src/gatsby/content/mdxOptions';

/** Site metadata and the plugin list; everything else lives in src/. */
const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: CONTENT_DIR } },
    // MDX pages in src/pages (e.g. /markdown-page) must be File nodes for gatsby-plugin-mdx.
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: path.resolve('src/pages') } },
    {
      resolve: 'gatsby-plugin-mdx',
      options: { extensions: ['.mdx', '.md'], mdxOptions: docsMdxPlugins() },
    },
    'gatsby-plugin-react-helmet',
    // Analytics only when a measurement id is configured: no id, no gtag code at all.
    ...(process.env.GTAG_ID
      ? [
          {
            resolve: 'gatsby-plugin-google-gtag',
            options: {
              trackingIds: [process.env.GTAG_ID],
              gtagConfig: { anonymize_ip: false },
              pluginConfig: { head: false, respectDNT: false },
            },
          },
        ]
      : []),
  ],
};

export default config;
