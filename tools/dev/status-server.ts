/**
 * A small event stream (server-sent events) on its own local port that tells the pages open in
 * `npm run dev` whether the specs regenerated: the page shows the error in a banner and drops it
 * when the next run succeeds. It also serves mermaid's own browser build to a page drawing a
 * diagram `npm run gen` has not drawn yet (components/behaviour/MermaidLive.tsx): loaded from here,
 * not bundled, mermaid costs Turbopack nothing when it compiles a route (about 2 s of the first page
 * after a start). It lives in the dev script, not in the site, so nothing of it can reach the
 * static export.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { SpecStatus } from './spec-status.ts';
import { DEV_MERMAID_PATH } from '../../shared/dev-status.ts';

export interface StatusServer {
  /** The event stream's URL (`http://127.0.0.1:PORT/events`, or at the host it listens on). */
  url: string;
  port: number;
  publish(status: SpecStatus): void;
  /** Resolves when the first page connects (a writer has the site open), with its path when it gave one. */
  firstPage: Promise<string | undefined>;
  /** The paths of the pages connected now (a page reconnects with its new path when the reader moves on). */
  openPages(): Set<string>;
  /**
   * Resolves once an open page reports a render made at or after `since` (ms since the epoch), or
   * after `timeoutMs` without one; true when one did.
   */
  renderedSince(since: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const STATUS_PATH = '/events';
/** `/rendered?at=MS`: a page says when the server rendered what it now shows. */
const RENDERED_PATH = '/rendered';
/** Mermaid's browser build: an ES module and the chunks it imports by relative paths. */
const MERMAID_DIST = path.join(path.dirname(createRequire(import.meta.url).resolve('mermaid/package.json')), 'dist');

/** The file of mermaid's build a `/mermaid/…` path names; undefined for anything else (no way out of its folder). */
export function mermaidFile(pathname: string, dist = MERMAID_DIST): string | undefined {
  if (!pathname.startsWith(DEV_MERMAID_PATH) || !pathname.endsWith('.mjs')) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(DEV_MERMAID_PATH.length));
  } catch {
    return undefined;
  }
  const file = path.resolve(dist, relative);
  return file.startsWith(dist + path.sep) ? file : undefined;
}

/**
 * `hostname`: where `next dev` listens (`-H`); by default every address, as Next does, so a page
 * opened at the network address (a phone on the same network) reaches the stream at that host.
 */
export function startStatusServer(port = 0, hostname?: string): Promise<StatusServer> {
  let current: SpecStatus = { ok: true };
  // Each connected page, with the path it gave.
  const clients = new Map<http.ServerResponse, string | undefined>();
  let pageConnected: (page: string | undefined) => void = () => {};
  const firstPage = new Promise<string | undefined>((resolve) => (pageConnected = resolve));
  const send = (res: http.ServerResponse) => res.write(`data: ${JSON.stringify(current)}\n\n`);
  let lastRendered = 0;
  const renderWaits = new Set<{ since: number; done: (shown: boolean) => void }>();
  const server = http.createServer((req, res) => {
    // `/events?page=/api/get-run`: the page says which it is (the dev script warms its file).
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === RENDERED_PATH) {
      const at = Number(url.searchParams.get('at'));
      if (Number.isFinite(at)) {
        lastRendered = Math.max(lastRendered, at);
        for (const wait of renderWaits) if (at >= wait.since) wait.done(true);
      }
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    const mermaid = mermaidFile(url.pathname);
    if (mermaid) {
      fs.readFile(mermaid, (error, code) => {
        if (error) res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
        else
          res
            .writeHead(200, {
              'Content-Type': 'text/javascript; charset=utf-8',
              'Cache-Control': 'no-cache',
              'Access-Control-Allow-Origin': '*',
            })
            .end(code);
      });
      return;
    }
    if (url.pathname !== STATUS_PATH) {
      res.writeHead(404).end();
      return;
    }
    // The dev site runs on another port, so the stream is cross-origin; it only says what the
    // terminal already shows (and Next's own overlay shows to any page it serves).
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    });
    res.write('retry: 1000\n\n');
    send(res);
    const page = pagePath(url.searchParams.get('page'));
    clients.set(res, page);
    pageConnected(page);
    req.on('close', () => clients.delete(res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      const { port: bound } = server.address() as AddressInfo;
      const host = hostname?.includes(':') ? `[${hostname}]` : (hostname ?? '127.0.0.1');
      resolve({
        url: `http://${host}:${bound}${STATUS_PATH}`,
        port: bound,
        firstPage,
        openPages: () => new Set([...clients.values()].filter((page) => page !== undefined)),
        renderedSince: (since, timeoutMs) =>
          lastRendered >= since
            ? Promise.resolve(true)
            : new Promise<boolean>((resolve) => {
                const wait = {
                  since,
                  done: (shown: boolean) => {
                    clearTimeout(timer);
                    renderWaits.delete(wait);
                    resolve(shown);
                  },
                };
                const timer = setTimeout(() => wait.done(false), timeoutMs);
                renderWaits.add(wait);
              }),
        publish(status) {
          current = status;
          for (const res of clients.keys()) send(res);
        },
        close: () =>
          new Promise<void>((done) => {
            for (const res of clients.keys()) res.end();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A page's path as the generator names routes: decoded, without a trailing slash. */
function pagePath(given: string | null): string | undefined {
  if (!given?.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(given);
  } catch {
    return undefined;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}
