/** Servers the develop and Docusaurus-folder specs start as child process groups of their own. */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * Fails, naming the port and the variable that moves it, when something still listens on `port`
 * after a few seconds (a server of an earlier attempt may still be shutting down): the spec would
 * otherwise test whatever site that is.
 */
export async function assertPortFree(port: number, variable: string): Promise<void> {
  for (const deadline = Date.now() + 15_000; !(await listenable(port));) {
    if (Date.now() > deadline) throw new Error(`Port ${port} is in use by another server. Stop it, or choose another port with ${variable}=<port>.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Stops `child` and everything it started (spawned with `detached: true`); a group already gone is fine. */
export function stopGroup(child: ChildProcess | undefined): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
