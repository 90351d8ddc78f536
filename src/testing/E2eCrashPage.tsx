/**
 * Test fixture, created only in the e2e build (E2E_FIXTURES=1, src/gatsby/node/createPages.ts):
 * a page that throws while rendering in the browser, with a cause chain, until the test sets
 * window.__e2eAllowRender, so the "This page crashed." fallback and "Try again" can be tested.
 */
import React from 'react';
import { Main } from '../components/Main';

export default function E2eCrashPage() {
  if (typeof window !== 'undefined' && !(window as { __e2eAllowRender?: boolean }).__e2eAllowRender) {
    throw new Error('Rendering the test page failed', { cause: new Error('The data it needed was missing') });
  }
  return (
    <Main>
      <h1>Recovered</h1>
    </Main>
  );
}
