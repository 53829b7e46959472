/**
 * `npm run --silent mcp -- --http PORT` driven by the MCP SDK's client over Streamable HTTP on
 * localhost: the shared scenario, and the HTTP server's own guards (127.0.0.1 only, a foreign
 * Host header refused, POST only). The port: MCP_TEST_PORT, else 3301.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { connectHttp, expectBuilt, startHttp, type Connected, type HttpServer } from './client.ts';
import { docsServerScenario } from './scenario.ts';

const PORT = Number(process.env.MCP_TEST_PORT ?? 3301);

function rawRequest(
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: '/mcp', method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('over Streamable HTTP on localhost', () => {
  let server: HttpServer;
  let connected: Connected;
  before(async () => {
    expectBuilt('api/start-run.md', 'cli/sand/runs/start.md');
    server = await startHttp(PORT);
    connected = await connectHttp(server.url);
  });
  after(async () => {
    await connected?.close();
    await server?.stop();
  });

  docsServerScenario(() => connected);

  test('a request naming another host is refused (DNS rebinding), before its body is read', async () => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    });
    const refused = await rawRequest(
      'POST',
      { Host: 'evil.example', 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      initialize,
    );
    assert.equal(refused.status, 403);
    const allowed = await rawRequest(
      'POST',
      { Host: `127.0.0.1:${PORT}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      initialize,
    );
    assert.equal(allowed.status, 200);
    assert.match(allowed.body, /"serverInfo":\{"name":"sandgarden-docs"/);
  });

  test('GET and DELETE are not served: the server is stateless, each POST answered on its own', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await rawRequest(method, { Host: `127.0.0.1:${PORT}`, Accept: 'text/event-stream' });
      assert.equal(response.status, 405, method);
    }
  });

  test('HTTP mode writes its log to stderr, nothing to stdout', () => {
    assert.equal(server.stdout(), '');
  });
});
