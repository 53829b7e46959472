import { sectionModelRecords } from '../../generator/lib/generated-section.ts';
import type { SectionModel } from '../../shared/page-model.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from './headers.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import {
  deployHeaderFiles,
  pagePolicies,
  renderHeadersFile,
  renderNginxCspMap,
  renderNginxHeaders,
  writeDeployHeaders,
} from './page-headers.ts';

/** A tiny export: a home page, a nested page, the 404 page and an asset. */
function exportFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-headers-'));
  const page = (file: string, script: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, file),
      `<html><body><script>${script}</script><script src="/_next/static/a.js"></script></body></html>`,
    );
  };
  page('index.html', 'self.__next_f.push([0])');
  page('api/start-run.html', 'self.__next_f.push([1,"start"])');
  page('404.html', 'self.__next_f.push([1,"404"])');
  fs.mkdirSync(path.join(dir, '_next/static'), { recursive: true });
  fs.writeFileSync(path.join(dir, '_next/static/a.js'), 'console.log(1)');
  // The section model: /api/start-run has a request builder sending to its server and signing in.
  const tryIt = {
    method: 'POST',
    path: '/runs',
    params: [],
    bodies: [],
    bodyRequired: false,
    env: { baseUrl: 'B', secret: 'S' },
    servers: [{ url: 'https://api.example.com/v1', variables: [] }],
    auth: { kind: 'bearer', scheme: 'oauth2' },
    signIn: [
      {
        scheme: 'oauth2',
        type: 'oauth2',
        requiredScopes: [],
        flows: [
          {
            flow: 'deviceAuthorization',
            deviceAuthorizationUrl: 'https://auth.example.com/device',
            tokenUrl: 'https://auth.example.com/token',
            scopes: [],
          },
        ],
      },
    ],
  };
  const model = {
    pages: {
      '/api/start-run': { blocks: [{ kind: 'component', name: 'ApiTryIt', props: { data: tryIt } }] },
      '/api': { blocks: [] },
    },
  };
  const stubs = new Map([
    ['/api/start-run', 'start-run.mdx'],
    ['/api', 'index.mdx'],
  ]);
  for (const record of sectionModelRecords(model as SectionModel, stubs)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'content/api', record.path)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/api', record.path), record.content);
  }
  return dir;
}

const options = (dir: string, connectSources: string[] = []) => ({
  contentDir: path.join(dir, 'content'),
  connectSources,
});

test("each page's CSP lists its own inline scripts' hashes, allows WebAssembly, never unsafe-eval, and forbids framing", () => {
  const dir = exportFixture();
  try {
    const pages = pagePolicies(dir, options(dir));
    assert.deepEqual(
      pages.map((page) => [page.file, page.route]),
      [
        ['/404.html', '/404'],
        ['/api/start-run.html', '/api/start-run'],
        ['/index.html', '/'],
      ],
    );
    const start = pages.find((page) => page.route === '/api/start-run')!;
    const [hash] = inlineScriptHashes(fs.readFileSync(path.join(dir, 'api/start-run.html'), 'utf8'));
    assert.equal(start.csp, contentSecurityPolicy([hash!], ['https://api.example.com', 'https://auth.example.com']));
    assert.match(start.csp, new RegExp(`script-src 'self' 'wasm-unsafe-eval' '${hash!.replace(/[+/]/g, '\\$&')}';`));
    assert.match(start.csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(start.csp, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("an operation page may connect to its servers, its OAuth endpoints and the site's added sources; every other page to itself only", () => {
  const dir = exportFixture();
  try {
    const pages = pagePolicies(dir, options(dir, ['http://localhost:*']));
    const connect = (route: string) =>
      pages
        .find((page) => page.route === route)!
        .csp.split('; ')
        .find((part) => part.startsWith('connect-src'));
    assert.equal(
      connect('/api/start-run'),
      "connect-src 'self' https://api.example.com https://auth.example.com http://localhost:*",
    );
    assert.equal(connect('/'), "connect-src 'self'");
    assert.equal(connect('/404'), "connect-src 'self'");
    assert.throws(
      () => pagePolicies(dir, options(dir, ["https://a.com; script-src 'unsafe-inline'"])),
      /site\.config\.ts \(tryIt\.connectSources\): "https:\/\/a\.com; script-src 'unsafe-inline'" is not an origin.*e\.g\. https:\/\/api\.staging\.example\.com/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("nginx gets a map from the served file to its CSP (unknown paths: the 404 page's) and header includes per cache rule", () => {
  const pages = [
    { file: '/404.html', route: '/404', csp: "script-src 'sha256-NOT'" },
    { file: '/index.html', route: '/', csp: "script-src 'sha256-HOME'" },
  ];
  const map = renderNginxCspMap(pages);
  assert.match(
    map,
    /^map \$uri \$sandgarden_csp \{\n {4}default "script-src 'sha256-NOT'";\n {4}"\/404.html" "script-src 'sha256-NOT'";\n {4}"\/index.html" "script-src 'sha256-HOME'";\n\}$/m,
  );
  assert.match(map, /^map_hash_bucket_size 64;$/m);
  assert.throws(() => renderNginxCspMap(pages.slice(1)), /no \/404\.html in the export/);
  const immutable = renderNginxHeaders('public, max-age=31536000, immutable');
  assert.match(immutable, /^add_header Content-Security-Policy \$sandgarden_csp always;$/m);
  assert.match(immutable, /^add_header X-Content-Type-Options "nosniff" always;$/m);
  assert.match(immutable, /^add_header Cache-Control "public, max-age=31536000, immutable" always;$/m);
});

test('a long path gets a hash bucket nginx accepts', () => {
  const long = `/api/github/${'x'.repeat(120)}.html`;
  assert.match(
    renderNginxCspMap([
      { file: '/404.html', route: '/404', csp: 'a' },
      { file: long, route: long, csp: 'b' },
    ]),
    /^map_hash_bucket_size 256;$/m,
  );
});

test('_headers: security headers on every path, immutable assets, one CSP per page at its clean path', () => {
  const text = renderHeadersFile([
    { file: '/404.html', route: '/404', csp: 'csp-404' },
    { file: '/_not-found.html', route: '/_not-found', csp: 'csp-nf' },
    { file: '/api/start-run.html', route: '/api/start-run', csp: 'csp-start' },
  ]);
  assert.match(
    text,
    /^\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: strict-origin-when-cross-origin\n/m,
  );
  assert.match(text, /^\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.match(text, /^\/api\/start-run\n {2}Content-Security-Policy: csp-start$/m);
  assert.match(text, /^\/404\n {2}Content-Security-Policy: csp-404$/m);
  assert.doesNotMatch(text, /_not-found/);
  // The catch-all rule carries no CSP: hosts join the values of every matching rule.
  assert.doesNotMatch(text.split('/_next/static/*')[0]!, /Content-Security-Policy/);
});

test('the build step writes the nginx files and _headers into the export, from the same policies', () => {
  const dir = exportFixture();
  try {
    assert.equal(writeDeployHeaders(dir, options(dir)), 3);
    for (const file of deployHeaderFiles(pagePolicies(dir, options(dir))))
      assert.equal(fs.readFileSync(path.join(dir, file.path), 'utf8'), file.content, file.path);
    const csp = pagePolicies(dir, options(dir)).find((page) => page.route === '/')!.csp;
    assert.ok(fs.readFileSync(path.join(dir, '_headers'), 'utf8').includes(`/\n  Content-Security-Policy: ${csp}\n`));
    assert.ok(
      fs.readFileSync(path.join(dir, '_nginx/csp-map.conf'), 'utf8').includes(`"/index.html" ${JSON.stringify(csp)};`),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
