/** Serves `out/` the way `npm start` does, on a free port, for the browser-based measurements. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../generator/lib/free-port.ts';

export interface StaticServer {
  baseUrl: string;
  close(): void;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`the static server exited (${child.exitCode}) before answering ${url}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the static server did not answer ${url} within 10 s`);
}

export async function serveOut(outDir = 'out'): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/serve', [outDir, '--listen', String(port), '--no-clipboard'], {
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${port}`;
  await waitUntilUp(baseUrl + '/', child);
  return { baseUrl, close: () => child.kill() };
}
