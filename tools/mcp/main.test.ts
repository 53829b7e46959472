import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { parseMcpArgs } from './main.ts';

test("no flags: stdio over the project's own out/, built when stale", () => {
  assert.deepEqual(parseMcpArgs([], '/repo'), {
    httpPort: undefined,
    outDir: path.join('/repo', 'out'),
    ownBuild: true,
  });
});

test("--page-chars sets the size of read_page's parts", () => {
  assert.equal((parseMcpArgs(['--page-chars', '4000']) as { pageChars?: number }).pageChars, 4000);
});

test('--http PORT serves HTTP; --out serves another built site without building it', () => {
  assert.deepEqual(parseMcpArgs(['--http', '3301', '--out', '/tmp/site'], '/repo'), {
    httpPort: 3301,
    outDir: '/tmp/site',
    ownBuild: false,
  });
});

test('a bad port is refused with a message naming it; an unknown flag is a usage error (exit 2), --help exits 0', () => {
  for (const port of ['0', '70000', 'abc', '33.1'])
    assert.throws(
      () => parseMcpArgs(['--http', port]),
      new RegExp(`--http ${port.replace('.', '\\.')}: give a port number`),
    );
  assert.equal(parseMcpArgs(['--port', '3000']), 2);
  assert.equal(parseMcpArgs(['--help']), 0);
  assert.throws(
    () => parseMcpArgs(['--page-chars', '10']),
    /--page-chars 10: give a whole number of characters, at least 1000/,
  );
});
