import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixture, genCommand as gen } from './test-helpers.ts';

// `npm run gen -- --api-spec FILE --out DIR`, end to end: in this process, and once (a bad spec) through its entry point.
const ROOT = path.resolve(import.meta.dirname, '../..');

function genProcess(args: string[]) {
  return spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['generator/gen.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String))
    if (fs.statSync(path.join(dir, name)).isFile()) out[name] = fs.readFileSync(path.join(dir, name), 'utf8');
  return out;
}

test("--api-spec writes another spec's pages into --out only; a bad spec leaves them untouched; --check sees staleness", async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-api-'));
  try {
    const out = path.join(tmp, 'pages');
    const first = await gen(['--api-spec', fixture('one-of.yaml'), '--out', out]);
    assert.equal(first.status, 0, first.stderr);
    assert.deepEqual(fs.readdirSync(tmp), ['pages']);
    // The section's model and schemas files go with its pages (the pages and the schema views read them).
    assert.deepEqual(fs.readdirSync(out).sort(), [
      '_meta.json',
      '_meta.ts',
      '_model.json',
      '_pages',
      '_schemas.json',
      'add-pet.mdx',
      'index.mdx',
      'one-of-fixture.mdx',
    ]);
    const before = snapshot(out);

    const bad = genProcess(['--api-spec', fixture('dangling-ref.yaml'), '--out', out]);
    assert.equal(bad.status, 1);
    assert.match(
      bad.stderr,
      /dangling-ref\.yaml at #\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/\$ref \(line 15\): the \$ref "#\/components\/schemas\/Nope" points at nothing/,
    );
    assert.match(bad.stderr, /fix: /);
    assert.deepEqual(snapshot(out), before);

    assert.equal((await gen(['--api-spec', fixture('one-of.yaml'), '--out', out, '--check'])).status, 0);
    fs.appendFileSync(path.join(out, 'add-pet.mdx'), '\nedited by hand\n');
    const stale = await gen(['--api-spec', fixture('one-of.yaml'), '--out', out, '--check']);
    assert.equal(stale.status, 1);
    assert.match(stale.stderr, /~ add-pet\.mdx/);

    const swagger = await gen(['--api-spec', fixture('swagger-2.json'), '--out', out]);
    assert.equal(swagger.status, 1);
    assert.match(swagger.stderr, /Swagger 2\.0 is not supported/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
