/** Prism per spec (request validation on) behind one recording proxy that tells samples apart by URL prefix. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Exchange } from './verify.ts';
import { freePort } from '../../generator/lib/free-port.ts';
import { ROOT } from './cases.ts';

export interface Prism {
  port: number;
  stop(): void;
}

/** Starts Prism's mock server with `--errors`: a request that breaks the description gets a 4xx and `sl-violations`. */
export async function startPrism(spec: string): Promise<Prism> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/prism'),
    ['mock', '-p', String(port), '-h', '127.0.0.1', '--errors', spec],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited on ${spec}:\n${log}`);
    if (/Prism is listening/.test(log)) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`Prism did not start on ${spec} within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, stop: () => child.kill() };
}

export interface RecordingProxy {
  origin: string;
  /** Every exchange by the prefix it came under (`/s/{lang}/{case}`). */
  exchanges: Map<string, Exchange[]>;
  stop(): Promise<void>;
}

/**
 * Forwards `/s/{lang}/{case}/rest` to Prism as `/rest` and records what was sent and answered. A case
 * without a Prism port is answered 200 by the proxy itself; any other path is a callback Prism makes
 * (answered 204).
 */
export async function startProxy(portOf: (caseId: string) => number | undefined): Promise<RecordingProxy> {
  const exchanges = new Map<string, Exchange[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const match = /^(\/s\/[^/]+\/([^/?]+))(.*)$/s.exec(req.url ?? '');
      if (!match) {
        // A redirect followed, or a callback Prism makes: answered here.
        if (req.url === '/redirected') res.writeHead(200, { 'content-type': 'text/plain' }).end('redirected');
        else res.writeHead(204).end();
        return;
      }
      const [, prefix, caseId, rest] = match;
      const body = Buffer.concat(chunks);
      const port = portOf(caseId);
      if (port === undefined) {
        exchanges.set(prefix, [
          ...(exchanges.get(prefix) ?? []),
          { method: req.method ?? '', url: rest, headers: req.headers, body, status: 200 },
        ]);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const headers = { ...req.headers };
      delete headers.host;
      const upstream = http.request(
        { host: '127.0.0.1', port, method: req.method, path: rest.startsWith('/') ? rest : `/${rest}`, headers },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => answerChunks.push(c));
          answer.on('end', () => {
            const violations = answer.headers['sl-violations'];
            const exchange: Exchange = {
              method: req.method ?? '',
              url: rest,
              headers: req.headers,
              body,
              status: answer.statusCode ?? 0,
            };
            if (violations !== undefined) exchange.violations = String(violations);
            exchanges.set(prefix, [...(exchanges.get(prefix) ?? []), exchange]);
            // A redirect (a download) is followed to this proxy, never to the host Prism names.
            const headers = { ...answer.headers };
            if (headers.location) headers.location = `${origin}/redirected`;
            res.writeHead(answer.statusCode ?? 502, headers).end(Buffer.concat(answerChunks));
          });
        },
      );
      upstream.on('error', (error) => res.writeHead(502).end(String(error)));
      upstream.end(body);
    });
  });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    exchanges,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
