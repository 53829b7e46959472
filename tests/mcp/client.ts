/**
 * The MCP SDK's own client connected to `npm run mcp`, over stdio or Streamable HTTP, and what
 * the tests share: the project root, the check that the site is built, reading a tool's text.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT = path.join(ROOT, 'out');

/** A page the tests read must be in the build; a missing one fails, naming it (never a skip). */
export function expectBuilt(...files: string[]): void {
  for (const file of ['.build-complete', 'llms.txt', '_pagefind/pagefind.js', ...files]) {
    if (!fs.existsSync(path.join(OUT, file)))
      throw new Error(`out/${file} is missing: run \`npm run build\` (npm run test:mcp builds when out/ is stale)`);
  }
}

export interface Connected {
  client: Client;
  close(): Promise<void>;
  /** What the server wrote to stderr so far. */
  stderr(): string;
}

/** `npm run --silent mcp [-- args]` as an MCP client starts it: stdio, stdout the protocol. */
export async function connectStdio(args: string[] = []): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', ...(args.length ? ['--', ...args] : [])],
    cwd: ROOT,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, close: () => client.close(), stderr: () => stderr };
}

/** Waits for the server's "serving … on http://…" line on stderr. */
function waitForServing(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`the HTTP server did not start within ${timeoutMs} ms; its stderr:\n${stderr}`)),
      timeoutMs,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (/serving .* on http:\/\//.test(stderr)) {
        clearTimeout(timer);
        resolve(stderr);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the HTTP server exited (${code}) before serving; its stderr:\n${stderr}`));
    });
  });
}

export interface HttpServer {
  url: URL;
  stdout(): string;
  stop(): Promise<void>;
}

/** `npm run --silent mcp -- --http PORT` in its own process group, so stopping it stops npm's children too. */
export async function startHttp(port: number): Promise<HttpServer> {
  const child = spawn('npm', ['run', '--silent', 'mcp', '--', '--http', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await waitForServing(child, 60_000);
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    stdout: () => stdout,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

export async function connectHttp(url: URL): Promise<Connected> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url));
  return { client, close: () => client.close(), stderr: () => '' };
}

/** The text of a tool's answer. */
export function textOf(result: unknown): string {
  return ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('');
}

export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult & { text: string; data: Record<string, unknown> }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, text: textOf(result), data: (result.structuredContent ?? {}) as Record<string, unknown> };
}
