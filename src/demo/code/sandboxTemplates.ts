/**
 * `/sandbox?t=<template>&p=<csb|sb>`, as upstream's links write it: which demo example and which
 * service. Upstream's names open the same library here (`basic-ts` and `basic` are the plain
 * builder); `template` and `platform` are the long names it also takes; CodeSandbox is the default.
 */
import type { SandboxService } from '../../lib/sandbox/services';
import { STYLE_LABELS, STYLE_NAMES, type StyleName } from '../constants/styles';

/** Template name -> the demo style it opens. */
export const SANDBOX_TEMPLATES: Readonly<Record<string, StyleName>> = {
  'basic-ts': 'default',
  basic: 'default',
  ...Object.fromEntries(STYLE_NAMES.filter((name) => name !== 'default').map((name) => [name, name])),
};

const PLATFORMS: Readonly<Record<string, SandboxService>> = { csb: 'csb', codesandbox: 'csb', sb: 'sb', stackblitz: 'sb' };

export type SandboxRequest =
  { ok: true; template: string; style: StyleName; service: SandboxService } | { ok: false; problem: string; service: SandboxService };

/** What a /sandbox address asks for, or why it cannot be opened. */
export function sandboxRequest(search: string): SandboxRequest {
  const params = new URLSearchParams(search);
  const template = (params.get('t') ?? params.get('template') ?? 'basic-ts').toLowerCase();
  const platform = (params.get('p') ?? params.get('platform') ?? 'csb').toLowerCase();
  const service = PLATFORMS[platform];
  if (!service) return { ok: false, problem: `"${platform}" is not a service examples open on here: choose StackBlitz or CodeSandbox.`, service: 'csb' };
  const style = SANDBOX_TEMPLATES[template];
  if (!style) return { ok: false, problem: `There is no example called "${template}".`, service };
  return { ok: true, template, style, service };
}

/** "Ant Design" for antd; the plain builder for basic-ts and basic. */
export const templateLabel = (template: string): string => {
  const style = SANDBOX_TEMPLATES[template];
  return !style ? template : style === 'default' ? 'the plain builder' : STYLE_LABELS[style];
};
