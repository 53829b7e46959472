import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// Every page loads two render-blocking stylesheets: the theme's with globals.css, and the
// components' CSS modules. A stylesheet imported only by a component becomes a file of its own
// (one more request before the first paint), so each must be listed in the root layout.
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
const stylesheets = files('components').filter((file) => file.endsWith('.css'));
const layout = fs.readFileSync('app/layout.tsx', 'utf8');
const globals = fs.readFileSync('app/globals.css', 'utf8');

test('every CSS module of the components is imported by the root layout', () => {
  const missing = stylesheets.filter((file) => file.endsWith('.module.css') && !layout.includes(`'../${file}'`));
  assert.deepEqual(missing, [], `import these in app/layout.tsx: ${missing.join(', ')}`);
});

test('every plain stylesheet of the components is imported by globals.css, never by a component', () => {
  const plain = stylesheets.filter((file) => !file.endsWith('.module.css'));
  assert.ok(plain.length > 0);
  const missing = plain.filter((file) => !globals.includes(`@import '../${file}'`));
  assert.deepEqual(missing, [], `@import these at the top of app/globals.css: ${missing.join(', ')}`);
  const importers = files('components').filter(
    (file) => /\.tsx?$/.test(file) && /^import '[^']+(?<!\.module)\.css';$/m.test(fs.readFileSync(file, 'utf8')),
  );
  assert.deepEqual(importers, [], 'a component importing a plain stylesheet splits it into a file of its own');
});
