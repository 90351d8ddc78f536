import type { PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { Main } from '../components/Main';
import { Seo } from '../components/Seo';
import { SITE_RELEASE } from '../config/releases';
import { demoSandboxSource } from '../demo/code/sandbox';
import { SANDBOX_TEMPLATES, sandboxRequest, templateLabel, type SandboxRequest } from '../demo/code/sandboxTemplates';
import { sandboxProject } from '../lib/sandbox/project';
import { SANDBOX_SERVICES, submitForm, type SandboxService } from '../lib/sandbox/services';
import { frameVersions } from '../lib/sandbox/versions';
import * as narrowPage from '../styles/narrowPage.module.css';

/** Marks an address whose form went out: coming back to it (the Back button) offers the link instead of posting again. */
const SENT = 'sent';

const open = (request: SandboxRequest & { ok: true }) =>
  submitForm(
    SANDBOX_SERVICES[request.service].form(sandboxProject(demoSandboxSource({ style: request.style, from: window.location.href }), frameVersions())),
    '_self'
  );

/** Every example on one service: what an unknown template or service is offered instead. */
function Choices({ service }: { service: SandboxService }) {
  return (
    <ul>
      {Object.keys(SANDBOX_TEMPLATES).map((template) => (
        <li key={template}>
          <a href={`?t=${template}&p=${service}`}>
            {template}: {templateLabel(template)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * /sandbox?t=<template>&p=<csb|sb>: opens a demo example on CodeSandbox or StackBlitz, so links written
 * for upstream's site keep working; here the project is pinned to the release the site documents.
 */
export default function SandboxPage({ location }: PageProps) {
  const [request, setRequest] = useState<{ value: SandboxRequest; sent: boolean }>();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const value = sandboxRequest(window.location.search);
    const sent = params.has(SENT);
    setRequest({ value, sent });
    // Back from the service, the browser may restore this page as it was: it went out by then.
    const restored = (event: PageTransitionEvent) => event.persisted && setRequest({ value, sent: true });
    window.addEventListener('pageshow', restored);
    if (value.ok && !sent) {
      params.set(SENT, '1');
      window.history.replaceState(window.history.state, '', `?${params}`);
      open(value);
    }
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const value = request?.value;
  return (
    <>
      <Seo title="Open an example" description="Opens a React Query Builder example on CodeSandbox or StackBlitz." path={location.pathname} noindex />
      <Main className={narrowPage.main}>
        <h1>Open an example</h1>
        {!value ? (
          <p>Preparing the example… (this needs JavaScript).</p>
        ) : !value.ok ? (
          <>
            <p role="alert">{value.problem} The examples:</p>
            <Choices service={value.service} />
          </>
        ) : (
          <>
            <p role="status">
              {request.sent ? 'Sent' : 'Opening'} the {templateLabel(value.template)} example on {SANDBOX_SERVICES[value.service].label}, with
              react-querybuilder {SITE_RELEASE}…
            </p>
            <p>
              <button type="button" onClick={() => open(value)}>
                Open it on {SANDBOX_SERVICES[value.service].label}
              </button>
            </p>
          </>
        )}
      </Main>
    </>
  );
}
