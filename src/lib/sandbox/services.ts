/**
 * Opening a project (./project.ts) on StackBlitz or CodeSandbox through each service's documented
 * POST API: a form sent to a new tab, so nothing is uploaded until the reader asks and the site needs
 * no server. The CSP's form-action lists both hosts (src/gatsby/node/headers.ts: SANDBOX_HOSTS).
 */
import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './project';

/** A form to POST: its address and fields, in order. */
export interface PostForm {
  action: string;
  fields: Array<[name: string, value: string]>;
}

/** StackBlitz's POST API (https://developer.stackblitz.com/platform/api/post-api): a `node` (WebContainers) project. */
export function stackBlitzForm(project: SandboxProject): PostForm {
  return {
    action: `https://stackblitz.com/run?${new URLSearchParams({ file: project.openFile })}`,
    fields: [
      ['project[title]', project.title],
      ['project[description]', project.description],
      ['project[template]', 'node'],
      ...Object.entries(project.files).map(([path, content]): [string, string] => [`project[files][${path}]`, content]),
    ],
  };
}

/**
 * CodeSandbox's define API (https://codesandbox.io/docs/learn/sandboxes/cli-api): `parameters` is the
 * files as JSON, compressed by lz-string into URL-safe base64; `query` opens the example's file.
 */
export function codeSandboxForm(project: SandboxProject): PostForm {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]));
  const parameters = compressToBase64(JSON.stringify({ files })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: [
      ['parameters', parameters],
      ['query', `file=/${project.openFile}`],
    ],
  };
}

/** The services by their short name, the one `/sandbox?p=` takes (as upstream's). */
export const SANDBOX_SERVICES = {
  sb: { label: 'StackBlitz', form: stackBlitzForm },
  csb: { label: 'CodeSandbox', form: codeSandboxForm },
} as const;

export type SandboxService = keyof typeof SANDBOX_SERVICES;

/** The hosts the forms post to, for the CSP's form-action. */
export const SANDBOX_HOSTS = ['https://stackblitz.com', 'https://codesandbox.io'];

/** Posts `form` to a new tab (or this one, with target `_self`). */
export function submitForm({ action, fields }: PostForm, target: '_blank' | '_self' = '_blank'): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
