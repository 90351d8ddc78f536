/** The live builder component, made for each documented major from its live runtime by ./index.tsx. */
import React, { useState } from 'react';
import { siteConfig } from '../../../config/site';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { exampleReportHref } from '../../../lib/feedback';
import { liveBuilderCode, liveCodeSource } from '../../../lib/sandbox/sources';
import { OpenInSandbox } from '../../OpenInSandbox';
import type { LiveRuntime } from '../LiveCode/runtimes/types';
import { Output } from './Output';
import type { LiveBuilderProps } from './types';
import * as liveCodeStyles from '../LiveCode/styles.module.css';
import * as styles from './styles.module.css';

/** What a react-querybuilder major exports that the live builder uses (their types differ per major). */
export interface BuilderPackage {
  QueryBuilder: React.ComponentType<never>;
  formatQuery: (query: never, format: never) => unknown;
}

type Query = { combinator?: string; rules: unknown[] };

/** Opens the builder elsewhere and reports a problem with it: as App.tsx with the query as it stands now. */
function Toolbar({ code, release }: { code: string | undefined; release: string }) {
  const page = `${siteConfig.url}${window.location.pathname}`;
  const report = exampleReportHref({
    subject: 'Docs live builder',
    page,
    versions: { 'react-querybuilder': release, react: React.version },
    code: code ?? '(its props are not plain data: see the page)',
  });
  return (
    <div className={styles.toolbar}>
      {code && (
        <OpenInSandbox
          // The live editor's toolbar buttons, so both kinds of live example look alike.
          className={liveCodeStyles.tool}
          source={() => liveCodeSource({ code, language: 'tsx', title: 'App.tsx', release, from: page })}
        />
      )}
      <a href={report} target="_blank" rel="noopener noreferrer">
        Report a problem with this example
      </a>
    </div>
  );
}

/** A live builder of the runtime's release, its stylesheet injected once under the runtime's id. */
export function liveBuilder({ module, css, stylesheetId, version }: LiveRuntime) {
  const pkg = module as BuilderPackage;
  const QueryBuilder = pkg.QueryBuilder as unknown as React.ComponentType<Record<string, unknown>>;
  const formatQuery = pkg.formatQuery as (query: Query, format: string) => unknown;
  return function LiveBuilderOfVersion({ defaultQuery, show, ...props }: LiveBuilderProps) {
    useInjectedStylesheet(stylesheetId, css);
    const [query, setQuery] = useState<Query>((defaultQuery as Query) ?? { combinator: 'and', rules: [] });
    return (
      <>
        <QueryBuilder {...props} query={query} onQueryChange={(q: Query) => setQuery(q)} />
        {show && <Output format={show} value={formatQuery(query, show)} />}
        <Toolbar code={liveBuilderCode({ ...props, defaultQuery: query, show })} release={version} />
      </>
    );
  };
}
