/**
 * `npm run --silent mcp`: the MCP server over the built site, on stdio (stdout is the protocol,
 * so everything else goes to stderr, the build's output included); `npm run --silent mcp --
 * --http PORT` serves Streamable HTTP on 127.0.0.1:PORT/mcp instead. Builds `out/` first when it
 * is missing or older than its sources, as `npm start` does. Options: MCP's usage below.
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
import { isBuildStale } from '../../postbuild/freshness.ts';
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
  API's changes), on stdio. Builds out/ first when it is missing or older than its sources.

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
function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['postbuild/build.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run build failed (exit ${code}): fix the build, then start the server again`)),
    );
  });
}

function serverParts(outDir: string, pageChars?: number): DocsServerParts {
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

async function main() {
  const options = parseMcpArgs(process.argv.slice(2));
  if (typeof options === 'number') process.exit(options);
  if (options.httpPort === undefined) {
    // stdout carries the protocol: whatever a library prints goes to stderr.
    console.log = console.info = console.debug = console.warn = (...args: unknown[]) => log(args.map(String).join(' '));
  }
  if (options.ownBuild && isBuildStale(ROOT)) {
    log('out/ is missing or older than the sources: building first (about two minutes).');
    await build();
  }
  const parts = serverParts(options.outDir, options.pageChars);
  if (options.httpPort !== undefined) {
    await serveHttp(parts, options.httpPort);
    log(
      `serving ${parts.pages.pages.length} pages of ${options.outDir} on http://127.0.0.1:${options.httpPort}/mcp (Streamable HTTP)`,
    );
  } else {
    await createDocsServer(parts).connect(new StdioServerTransport());
    log(`serving ${parts.pages.pages.length} pages of ${options.outDir} on stdio`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    log(error.message);
    process.exit(1);
  });
}
