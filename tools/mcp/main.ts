/**
 * `npm run --silent mcp`: the MCP server over the built site, on stdio (stdout is the protocol,
 * so everything else goes to stderr, the build's output included); `npm run --silent mcp --
 * --http PORT` serves Streamable HTTP on 127.0.0.1:PORT/mcp instead. When `out/` is older than its
 * sources it answers at once from the previous build and rebuilds in the background, saying so in
 * every answer until the new build is in place; only a site never built is built first. Options:
 * MCP's usage below.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommandLine, type Command } from '../../generator/lib/command-line.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { BUILD_MARKER, isBuildStale } from '../../postbuild/freshness.ts';
import { loadChangelog } from './api-changes.ts';
import { loadCliChangelog } from './cli-changes.ts';
import { Reference } from './reference.ts';
import { DocsSearch } from './search-docs.ts';
import { createDocsServer, SERVER_NAME, type DocsServerParts } from './server.ts';
import { SitePages } from './site-pages.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (message: string) => process.stderr.write(`[${SERVER_NAME}] ${message}\n`);

export interface McpOptions {
  httpPort?: number;
  outDir: string;
  /** Whether `out/` is the project's own (then it is built when stale). */
  ownBuild: boolean;
  pageChars?: number;
}

const MCP: Command = {
  name: 'npm run mcp',
  usage: `usage: npm run --silent mcp [-- --http PORT] [--out DIR] [--page-chars N]

  The MCP server over the built site (search, pages as Markdown, operations, sand commands, the
  API's changes), on stdio. When out/ is older than its sources, answers from the previous build
  while it rebuilds (each answer says so); builds out/ first only when it was never built.

  --http PORT       Streamable HTTP on 127.0.0.1:PORT/mcp instead (each POST answered on its own)
  --out DIR         serve another built site; no build check then
  --page-chars N    the most characters one read_page answer carries (default 20000)
  -h, --help        this text`,
};

/** The command line (a number: exit with it, usage or help printed); a bad port throws a message naming it. */
export function parseMcpArgs(argv: string[], root = ROOT): McpOptions | number {
  const parsed = parseCommandLine(MCP, {
    args: argv,
    options: { http: { type: 'string' }, out: { type: 'string' }, 'page-chars': { type: 'string' } },
  });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  let httpPort: number | undefined;
  if (values.http !== undefined) {
    httpPort = Number(values.http);
    if (!/^\d+$/.test(values.http) || httpPort < 1 || httpPort > 65535)
      throw new Error(`--http ${values.http}: give a port number from 1 to 65535, e.g. --http 3333`);
  }
  const outDir = values.out ? path.resolve(values.out) : path.join(root, 'out');
  const chars = values['page-chars'];
  if (chars !== undefined && (!/^\d+$/.test(chars) || Number(chars) < 1000))
    throw new Error(`--page-chars ${chars}: give a whole number of characters, at least 1000`);
  return {
    httpPort,
    outDir,
    ownBuild: values.out === undefined,
    ...(chars !== undefined ? { pageChars: Number(chars) } : {}),
  };
}

/** `npm run build`, its output sent to stderr so a stdio client's stdout stays clean. */
/**
 * `npm run build`, its output sent to stderr so a stdio client's stdout stays clean. In a process
 * group of its own, stopped with the server: a build the server no longer waits for would race the
 * next server's on `out/` (which then answers from the copy of the previous build, `serveSite`).
 */
function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['postbuild/build.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already over.
      }
    };
    process.on('exit', stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (exit ${code}): fix the build, then start the server again`));
    });
  });
}

/** The server's parts over the built site in `outDir` and the generated reference in `content/`. */
export function serverParts(outDir: string, pageChars?: number): DocsServerParts {
  const reference = new Reference(path.join(ROOT, 'content'));
  const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    pages: new SitePages(outDir),
    reference,
    search: new DocsSearch(outDir),
    changelog: () => loadChangelog(outDir),
    cliChangelog: () => loadCliChangelog(outDir),
    version,
    ...(pageChars ? { pageChars } : {}),
  };
}

/** What the handlers use of Express's request and response (the project has no Express types). */
type JsonRequest = IncomingMessage & { body?: unknown };
type JsonResponse = ServerResponse & { status(code: number): JsonResponse; json(body: unknown): void };

/** Streamable HTTP on 127.0.0.1 only; the SDK's app refuses other Host headers (DNS rebinding). */
function serveHttp(parts: DocsServerParts, port: number): Promise<Server> {
  const app = createMcpExpressApp({ host: '127.0.0.1' });
  app.post('/mcp', async (req: JsonRequest, res: JsonResponse) => {
    // Stateless: a server and transport per request, so no session outlives its answer.
    const server = createDocsServer(parts);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      log(`request failed: ${(error as Error).message}`);
      if (!res.headersSent)
        res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null });
    }
  });
  const notAllowed = (_req: JsonRequest, res: JsonResponse) =>
    res.status(405).json({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Method not allowed: this server is stateless, POST each request to /mcp.' },
      id: null,
    });
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
  return new Promise((resolve, reject) => {
    const listener = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listener)));
    listener.on('error', reject);
  });
}

/** What the answers say while they come from a build older than the sources. */
export const REBUILDING_NOTE =
  'Note: the site is being rebuilt (its sources changed since the last build); this answer comes from the previous build.';
export const STALE_NOTE =
  "Note: the site's sources changed since the last build and the rebuild failed (the server's log says why); this answer comes from the previous build.";

/**
 * Copies what the server reads of a built site (the twins and llms files, the search index, the
 * published changelogs) to `to`, so answers can go on from it while a build rewrites `from`.
 */
export function snapshotBuild(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      if (relative === '' || relative.startsWith('_pagefind')) return true;
      if (relative.split(path.sep)[0] === '_next') return false;
      if (fs.statSync(source).isDirectory()) return true;
      return /\.(md|json|xml)$/.test(relative) || relative === 'llms.txt' || relative === 'llms-full.txt';
    },
  });
  // Last, as the build does: a copy cut short has no marker and is never answered from.
  fs.copyFileSync(path.join(from, BUILD_MARKER_FILE), path.join(to, BUILD_MARKER_FILE));
}

/** The file a complete build (or a complete copy of one) has. */
const BUILD_MARKER_FILE = path.basename(BUILD_MARKER);
const isComplete = (dir: string) => fs.existsSync(path.join(dir, BUILD_MARKER_FILE));

export interface SiteServing {
  /** The parts the server answers from: the previous build's while rebuilding, then the new one's. */
  parts: DocsServerParts;
  /** Settles when the background rebuild is over (at once when there was none): true when it succeeded. */
  rebuilt: Promise<boolean>;
}

/**
 * Serves the site: `connect` gets the parts as soon as there is a build to answer from. A stale
 * build (`stale`) is copied to `snapshotDir` and answered from while `build` runs; then the parts
 * switch to `outDir`'s new build, or, if it fails, stay on the copy with a note saying so. When
 * `outDir` holds no complete build (a rebuild cut short), a complete copy left in `snapshotDir` is
 * answered from the same way; with neither, the site is built first: there is nothing to answer from.
 */
export async function serveSite({
  outDir,
  stale,
  build: runBuild,
  snapshotDir,
  makeParts,
  connect,
}: {
  outDir: string;
  stale: boolean;
  build: () => Promise<void>;
  snapshotDir: string;
  makeParts: (dir: string) => DocsServerParts;
  connect: (parts: DocsServerParts) => Promise<void>;
}): Promise<SiteServing> {
  const previous = !stale ? undefined : isComplete(outDir) ? outDir : isComplete(snapshotDir) ? snapshotDir : undefined;
  if (previous === undefined) {
    if (stale) {
      log('out/ was never built: building it first (about five minutes).');
      await runBuild();
    }
    const parts = makeParts(outDir);
    await connect(parts);
    return { parts, rebuilt: Promise.resolve(true) };
  }
  if (previous === outDir) snapshotBuild(outDir, snapshotDir);
  let note: string | undefined = REBUILDING_NOTE;
  const parts: DocsServerParts = { ...makeParts(snapshotDir), buildNote: () => note };
  await connect(parts);
  log(
    `out/ is older than its sources${previous === snapshotDir ? ' (its last rebuild was cut short)' : ''}: answering from the previous build, copied to ${snapshotDir}, while it rebuilds.`,
  );
  const rebuilt = runBuild().then(
    () => {
      Object.assign(parts, makeParts(outDir));
      note = undefined;
      fs.rmSync(snapshotDir, { recursive: true, force: true });
      log('the rebuild finished: answering from the new build.');
      return true;
    },
    (error: Error) => {
      note = STALE_NOTE;
      log(`${error.message}; answering from the previous build.`);
      return false;
    },
  );
  return { parts, rebuilt };
}

async function main() {
  const options = parseMcpArgs(process.argv.slice(2));
  if (typeof options === 'number') process.exit(options);
  if (options.httpPort === undefined) {
    // stdout carries the protocol: whatever a library prints goes to stderr.
    console.log = console.info = console.debug = console.warn = (...args: unknown[]) => log(args.map(String).join(' '));
    // The client is gone: so is the server (and a build it started, see `build`).
    process.stdin.on('end', () => process.exit(0));
  }
  // A client stops a server with a signal: exit, so a build it started stops with it.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.on(signal, () => process.exit(code));
  const { parts } = await serveSite({
    outDir: options.outDir,
    stale: options.ownBuild && isBuildStale(ROOT),
    build,
    snapshotDir: path.join(ROOT, '.cache', 'mcp-previous-build'),
    makeParts: (dir) => serverParts(dir, options.pageChars),
    connect: async (parts) => {
      if (options.httpPort !== undefined) await serveHttp(parts, options.httpPort);
      else await createDocsServer(parts).connect(new StdioServerTransport());
    },
  });
  log(
    options.httpPort !== undefined
      ? `serving ${parts.pages.pages.length} pages of ${options.outDir} on http://127.0.0.1:${options.httpPort}/mcp (Streamable HTTP)`
      : `serving ${parts.pages.pages.length} pages of ${options.outDir} on stdio`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    log(error.message);
    process.exit(1);
  });
}
