/**
 * The develop servers `npm run bench -- --dev` compares: ours (`gatsby develop` in this checkout)
 * and the Docusaurus anchor's (`docusaurus start` in the
 * anchor harness's site folder, generated from the staged content). Each is described by a
 * "target": where its files are, how to clear its caches, and how to start it. Servers run in
 * their own process group, so stopping one stops everything it spawned (webpack workers, the
 * lazy-compilation backend); a process that exits early kills whatever is still running.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * The version served at /docs, whose page dev.mjs opens: the first of content/versions.json (docs/
 * itself without one), read, not written down, so a release moves the edits with it.
 */
const LATEST = (() => {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/versions.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8'))[0] : undefined;
})();

/** Paths (relative to the content folder) of the doc edited for prose and of the sidebars edited: the latest version's. */
export const DOC_FILE = LATEST ? `versioned_docs/version-${LATEST}/components/querybuilder.mdx` : 'docs/components/querybuilder.mdx';
export const SIDEBAR_FILE = LATEST ? `versioned_sidebars/version-${LATEST}-sidebars.json` : 'sidebars.json';

const running = new Set();
const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
};
process.on('exit', () => {
  for (const server of running) killGroup(server.child.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `target`'s server on `port` in a new process group, its output written to `logFile` with
 * the seconds since spawn on each line. Returns { t0 (performance.now() at spawn), readySeconds()
 * (first log line matching the target's ready pattern, or null), exitCode() (null while running),
 * tail(n) (last log lines), note(text) (a bench event in the log, on the same clock) }.
 */
export function startServer(target, port, logFile) {
  const { command, args } = target.command(port);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  fs.writeSync(out, `$ (cd ${target.cwd} && ${command} ${args.join(' ')})\n`);
  const t0 = performance.now();
  const child = spawn(command, args, { cwd: target.cwd, env: target.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { child, t0, logFile, ready: null, exit: null, lines: [] };
  // Each line gets the seconds since spawn, so a log shows where an edit's time went.
  const stamp = () => `[+${((performance.now() - t0) / 1000).toFixed(2)}s] `;
  let open = true;
  const write = (text) => open && fs.writeSync(out, text);
  const onData = (chunk) => {
    const lines = stripVTControlCharacters(chunk.toString('utf8'))
      .split('\n')
      .filter((l) => l.trim());
    write(lines.map((l) => `${stamp()}${l}\n`).join(''));
    server.lines.push(...lines);
    if (server.lines.length > 400) server.lines.splice(0, server.lines.length - 400);
    if (server.ready === null && lines.some((l) => target.readyPattern.test(l))) server.ready = (performance.now() - t0) / 1000;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', (code, signal) => {
    server.exit = code ?? signal;
    running.delete(server);
  });
  child.on('close', () => {
    open = false;
    fs.closeSync(out);
  });
  running.add(server);
  return {
    server,
    t0,
    readySeconds: () => server.ready,
    exitCode: () => server.exit,
    tail: (n = 20) => server.lines.slice(-n).join('\n'),
    note: (text) => write(`${stamp()}=== bench: ${text}\n`),
  };
}

/**
 * Stops a server started by startServer: SIGINT to its group (what Ctrl-C does, so caches are
 * written as they would be for an author), SIGKILL after `graceMs`, then SIGKILL to anything of the
 * group still alive.
 */
export async function stopServer(handle, graceMs = 20000) {
  const { server } = handle;
  const pid = server.child.pid;
  if (server.exit === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    killGroup(pid, 'SIGINT');
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
    if ((await Promise.race([exited, timer])) === 'timeout') {
      killGroup(pid, 'SIGKILL');
      await exited;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  killGroup(pid, 'SIGKILL');
  running.delete(server);
}

/**
 * Our develop server with `env`: in this checkout (`root`), or in `site`, a temp copy of it (the
 * scale benchmark's, whose node_modules is a link to the checkout's).
 */
export function oursTarget(root, env, site = root) {
  // Measured where an author runs it: this checkout (its real node_modules: Gatsby's Parcel step
  // crawls it, which a temp copy with a linked node_modules would hide). Edited files are restored.
  const git = (...a) => spawnSync('git', a, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const source = { commit: git('rev-parse', '--short', 'HEAD'), uncommittedFiles: git('status', '--porcelain').split('\n').filter(Boolean).length };
  return {
    name: 'ours',
    label: 'gatsby develop',
    cwd: site,
    env,
    content: path.join(site, 'content'),
    source,
    readyPattern: /You can now view/,
    clearCaches() {
      for (const name of ['.cache', 'public']) fs.rmSync(path.join(site, name), { recursive: true, force: true });
    },
    // As `npm run develop` starts it (scripts/develop.mjs), in `site`.
    command: (port) => ({ command: process.execPath, args: [path.join(root, 'scripts/develop.mjs'), '--host', '127.0.0.1', '--port', String(port)] }),
  };
}

/**
 * Installs Docusaurus into `site` the way the harness's run.sh `install_dir` does (its saved
 * lockfile with `npm ci`, skipped when the stamp, sha256 of package.json + lockfile, matches; the
 * same stamp, so run.sh and this share one install).
 */
function installAnchorSite(harness, site, log) {
  const pkg = fs.readFileSync(path.join(harness, 'site.package.json'));
  const lock = fs.readFileSync(path.join(harness, 'site.package-lock.json'));
  fs.mkdirSync(site, { recursive: true });
  fs.writeFileSync(path.join(site, 'package.json'), pkg);
  const stamp = crypto
    .createHash('sha256')
    .update(Buffer.concat([pkg, lock]))
    .digest('hex')
    .slice(0, 16);
  const stampFile = path.join(site, '.anchor-install-stamp');
  const installed = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
  if (fs.existsSync(path.join(site, 'node_modules')) && installed === stamp) {
    log(`Docusaurus: ${site} installed (${stamp})`);
    return;
  }
  fs.writeFileSync(path.join(site, 'package-lock.json'), lock);
  log(`Docusaurus: npm ci in ${site} (a few minutes the first time)`);
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', NPM_CONFIG_FUND: 'false', NPM_CONFIG_AUDIT: 'false' };
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: site, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci for the Docusaurus anchor failed in ${site} (exit ${result.status})`);
  fs.writeFileSync(stampFile, `${stamp}\n`);
}

/**
 * The Docusaurus anchor's develop server on the staged content: installs its site (as run.sh does)
 * into $ANCHOR_ROOT/site and generates the project with the harness's gen-content.mjs (no build).
 * `harness` must be the bench's temp copy of the harness, never ../shared itself.
 */
export function docusaurusTarget(harness, stagedContent, env, log) {
  const anchorRoot = process.env.ANCHOR_ROOT || path.join(process.env.TMPDIR || '/tmp', 'anchor-docusaurus');
  const site = path.join(anchorRoot, 'site');
  installAnchorSite(harness, site, log);
  const gen = ['gen-content.mjs', '--target', site, '--from', stagedContent, '--broken-links', 'warn'];
  log(`Docusaurus: node ${gen.join(' ')}`);
  const result = spawnSync('node', gen, { cwd: harness, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`gen-content.mjs failed (exit ${result.status})`);
  const bin = path.join(site, 'node_modules/.bin/docusaurus');
  const core = JSON.parse(fs.readFileSync(path.join(site, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
  return {
    name: 'docusaurus',
    label: 'docusaurus start',
    cwd: site,
    env,
    content: site,
    source: { docusaurus: core.version, stagedContent },
    readyPattern: /Docusaurus website is running at/,
    clearCaches() {
      const cleared = spawnSync(bin, ['clear'], { cwd: site, env, encoding: 'utf8' });
      if (cleared.status !== 0) throw new Error(`docusaurus clear failed: ${cleared.stderr}`);
    },
    command: (port) => ({ command: bin, args: ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'] }),
  };
}
