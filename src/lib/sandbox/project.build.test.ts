/**
 * What "Open in StackBlitz / CodeSandbox" sends, run here as those services would: each project is
 * written to a folder whose node_modules holds, for each package its package.json pins, the copy
 * installed here at that version (react-querybuilder: the docs version's npm alias), built by the
 * Vite it pins, and rendered in Chromium. A project that names a version it does not get, fails to
 * build, throws or renders nothing fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_ARGS } from '../../../scripts/chromium.mjs';
import { RELEASES } from '../../config/releases';
import { demoSandboxSource } from '../../demo/code/sandbox';
import { ALL_OPTIONS } from '../../demo/constants/options';
import { liveBlocks } from '../../testing/liveBlocks';
import { sandboxProject, type SandboxProject, type SandboxSource } from './project';
import { liveBuilderCode, liveCodeSource } from './sources';
import { frameVersions } from './versions';

const ROOT = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-sandbox-'));
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The installed folder of a pinned package: react-querybuilder at a release is that release's npm alias. */
function installedFolder(name: string, version: string): string {
  const alias = name === 'react-querybuilder' ? Object.values(RELEASES).find((row) => row.release === version)?.package : name;
  if (!alias) throw new Error(`No installed react-querybuilder ${version}`);
  const folder = path.join(ROOT, 'node_modules', alias);
  const installed = (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
  expect(installed, `${name} pinned at ${version}`).toBe(version);
  return folder;
}

/** Writes the project, links its pinned packages, builds it with Vite; returns the built folder. */
async function buildProject(name: string, project: SandboxProject): Promise<string> {
  const dir = path.join(work, name);
  for (const [file, content] of Object.entries(project.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const manifest = JSON.parse(project.files['package.json']!) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  for (const [pkg, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const link = path.join(dir, 'node_modules', pkg);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(installedFolder(pkg, version), link, 'dir');
  }
  await build({ root: dir, configFile: false, logLevel: 'error' });
  return path.join(dir, 'dist');
}

/** The built app in Chromium: what #root shows, what it logged, what it threw. */
async function render(dist: string): Promise<{ text: string; logs: string[]; errors: string[] }> {
  const server = await preview({ root: path.dirname(dist), configFile: false, logLevel: 'error', preview: { port: 0, host: '127.0.0.1' } });
  const page = await browser.newPage();
  const logs: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors : logs).push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(server.resolvedUrls!.local[0]!);
    const root = page.locator('#root');
    await root.locator(':scope > *').first().waitFor();
    return { text: await root.innerText(), logs, errors };
  } finally {
    await page.close();
    await server.close();
  }
}

const run = async (name: string, source: SandboxSource) => render(await buildProject(name, sandboxProject(source, frameVersions())));

const liveVersions = Object.entries(RELEASES).filter(([name, row]) => row.live && name !== 'current');

describe('sandbox projects build with the Vite they pin and run in Chromium', () => {
  const blocks = liveBlocks();

  it.each(liveVersions)('a live example and a live builder of v%s', async (version, row) => {
    const from = `https://example.test/docs/${version}`;
    // A TSX example that exports App, as the page shows it.
    const tsx = blocks.find(
      (block) => block.version === version && block.language === 'tsx' && /export const App\b/.test(block.code) && !/^\s*\/\//m.test(block.code)
    )!;
    const example = await run(`v${version}-example`, liveCodeSource({ ...tsx, release: row.release, from }));
    expect(example.errors, tsx.file).toEqual([]);
    expect(example.text.length, tsx.file).toBeGreaterThan(0);

    const app = liveBuilderCode({
      fields: [{ name: 'age', label: 'Age', inputType: 'number' }],
      defaultQuery: { combinator: 'and', rules: [{ field: 'age', operator: '>', value: '30' }] },
      show: 'sql',
    })!;
    const builder = await run(`v${version}-builder`, liveCodeSource({ code: app, language: 'tsx', title: 'App.tsx', release: row.release, from }));
    expect(builder.errors).toEqual([]);
    // 4.x to 6.x quote the value in SQL, 7.x and 8.x do not.
    expect(builder.text).toMatch(/\(age > '?30'?\)/);
  });

  it('a value example logs its result to the console', async () => {
    const block = blocks.find((b) => b.language === 'ts' && b.version === '7')!;
    const result = await run('v7-value', liveCodeSource({ ...block, release: RELEASES['7'].release, from: 'https://example.test/docs/7' }));
    expect(result.text).toContain('renders nothing');
    expect(result.logs.join('\n')).toContain('Stev');
  });

  it('the demo with every option on (drag and drop, undo), and with Ant Design', async () => {
    const query = { combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }] };
    const all = await run(
      'demo-all',
      demoSandboxSource({ style: 'default', from: 'https://example.test/demo', options: { ...ALL_OPTIONS, independentCombinators: false }, query })
    );
    expect(all.errors).toEqual([]);
    expect(all.text).toContain('Rule');
    const antd = await run('demo-antd', demoSandboxSource({ style: 'antd', from: 'https://example.test/demo/antd', query }));
    expect(antd.errors).toEqual([]);
    expect(antd.text).toContain('Rule');
  });
});
