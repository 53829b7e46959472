/**
 * A real nginx serving `out/` with `deploy/nginx.conf`, started by the test as a foreground child
 * with its own prefix, config, pid and logs in a temporary folder (never the system service).
 * Each Playwright worker gets its own port (NGINX_PORT, default E2E_PORT + 2000, plus the worker's slot).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { NGINX_TEMPLATE, renderNginxConfig } from '../../tools/deploy/nginx-config';
import { writeDeployHeaders } from '../../postbuild/headers/page-headers';
import { site as siteConfig } from '../../site.config';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'];

export interface NginxSite {
  url: string;
  errorLog: () => string;
  stop(): Promise<void>;
}

function waitForPort(port: number, child: ChildProcess, log: () => string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode}): ${log()}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}: ${log()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** A port someone else holds would answer our requests with their site: refuse it up front. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} on 127.0.0.1 is already in use; set NGINX_PORT (or E2E_PORT) to free ports`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export interface NginxOptions {
  /**
   * Origins added to every operation page's `connect-src`, as a deployer adds them with
   * `tryIt.connectSources` in site.config.ts: the headers are written again, by the build's own
   * step, into nginx's temporary folder, and the config includes them from there. The export
   * itself stays as built (no test origin in anything that could be deployed).
   */
  connectSources?: string[];
}

export async function startNginx(outDir: string, port: number, options: NginxOptions = {}): Promise<NginxSite> {
  await assertPortFree(port);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-nginx-'));
  const mimeTypes = MIME_TYPES.find((file) => fs.existsSync(file));
  if (!mimeTypes) throw new Error(`no nginx mime.types in ${MIME_TYPES.join(', ')}`);
  let site = renderNginxConfig(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    root: path.resolve(outDir),
    listen: `127.0.0.1:${port}`,
  });
  if (options.connectSources) {
    writeDeployHeaders(outDir, {
      connectSources: [...siteConfig.tryIt.connectSources, ...options.connectSources],
      headersDir: prefix,
    });
    site = site.replaceAll(`${path.resolve(outDir)}/_nginx/`, `${prefix}/_nginx/`);
  }
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const child = spawn(
    NGINX_BIN,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, child, () => stderr + errorLog());
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
