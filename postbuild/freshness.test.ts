import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { BUILD_MARKER, isBuildStale } from './freshness.ts';
import { temporaryDir } from '../generator/lib/temporary-dir.ts';

function builtTree(): string {
  const root = temporaryDir('freshness-');
  fs.mkdirSync(path.join(root, 'generator'), { recursive: true });
  fs.mkdirSync(path.join(root, 'tools', 'mcp'), { recursive: true });
  fs.writeFileSync(path.join(root, 'generator', 'gen.ts'), '');
  fs.mkdirSync(path.join(root, 'out'));
  const old = new Date(Date.now() - 60_000);
  for (const entry of ['generator/gen.ts', 'generator', 'tools/mcp', 'tools'])
    fs.utimesSync(path.join(root, entry), old, old);
  // The build is dated explicitly too: on a file system with coarse timestamps, an edit made right after
  // the marker could otherwise share its time and not count as newer.
  const built = new Date(Date.now() - 30_000);
  fs.writeFileSync(path.join(root, BUILD_MARKER), '');
  fs.utimesSync(path.join(root, BUILD_MARKER), built, built);
  return root;
}

test('a missing build marker means the site must be built', () => {
  const root = temporaryDir('freshness-');
  assert.equal(isBuildStale(root), true);
});

test('a source edited after the build makes out/ stale', () => {
  const root = builtTree();
  assert.equal(isBuildStale(root), false);
  fs.writeFileSync(path.join(root, 'generator', 'gen.ts'), 'changed');
  assert.equal(isBuildStale(root), true);
});

test('editing a tool, the MCP server say (it reads out/, it is not in it), does not make out/ stale', () => {
  const root = builtTree();
  fs.writeFileSync(path.join(root, 'tools', 'mcp', 'server.ts'), 'new');
  assert.equal(isBuildStale(root), false);
});
