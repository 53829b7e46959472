import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { genInputsKey, importGraph, relativeImports, specFiles } from './fingerprint.ts';
import { GENERATED_CONTENT } from '../lib/generated-content.ts';
import { fixtureProject } from './test-fixture.ts';

const keyOf = (root: string, settings: Record<string, unknown> = {}) =>
  genInputsKey({ generatedContent: GENERATED_CONTENT, root, settings });

test('imports are read from statements, across lines, and not from strings a generator writes', () => {
  const source = [
    "import {\n  a,\n  b,\n} from './a.ts';",
    "export { c } from '../c.ts';",
    "import './side-effect.ts';",
    "const lazy = await import('./lazy.ts');",
    "import YAML from 'yaml';",
    'export const META_TS = "import meta from \'./_meta.json\';";',
    "  ? `import meta from './_meta.json';`",
  ].join('\n');
  assert.deepEqual(relativeImports(source).sort(), ['../c.ts', './a.ts', './lazy.ts', './side-effect.ts']);
});

test("the generator's code is every module gen.ts reaches, type-only imports without an extension included", () => {
  const root = fixtureProject();
  try {
    assert.deepEqual(importGraph('generator/gen.ts', root), [
      'generator/gen.ts',
      'generator/lib/render.ts',
      'shared/page.ts',
    ]);
    fs.writeFileSync(path.join(root, 'generator/lib/render.ts'), "import './gone.ts';\n");
    assert.throws(
      () => importGraph('generator/gen.ts', root),
      /generator\/lib\/render\.ts imports "\.\/gone\.ts", which names no file/,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a description's files are it and every local file its $refs name, in JSON or YAML, the network's left out", () => {
  const root = fixtureProject();
  try {
    const at = (file: string) => path.join(root, file);
    fs.writeFileSync(
      at('openapi/api.json'),
      JSON.stringify({
        paths: { '/x': { $ref: 'paths.yaml#/x' }, '/y': { $ref: '#/components/pathItems/y' } },
        components: { schemas: { s: { $ref: 'https://example.com/s.json' } } },
      }),
    );
    fs.writeFileSync(at('openapi/paths.yaml'), "x:\n  get:\n    $ref: './ops/get.yaml'\ny:\n  $ref: 'api.json'\n");
    assert.deepEqual(specFiles(at('openapi/api.json')), [
      at('openapi/api.json'),
      at('openapi/ops/get.yaml'),
      at('openapi/paths.yaml'),
    ]);
    fs.writeFileSync(at('openapi/local.yaml'), 'a:\n  $ref: \'#/b\'\nb:\n  "$ref":\n    "#/c"\nc: {}\n');
    assert.deepEqual(specFiles(at('openapi/local.yaml')), [at('openapi/local.yaml')]);
    fs.appendFileSync(at('openapi/local.yaml'), 'd:\n  $ref:\n    ./paths.yaml#/x\n');
    assert.ok(specFiles(at('openapi/local.yaml')).includes(at('openapi/paths.yaml')), 'a value on the next line');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the key changes with every input of gen and with nothing else', () => {
  const root = fixtureProject();
  try {
    const before = keyOf(root);
    assert.equal(keyOf(root), before, 'the same inputs give the same key');
    const changes: Array<[string, () => void, boolean]> = [
      [
        'an edited API description',
        () => fs.appendFileSync(path.join(root, 'openapi/sun-api.yaml'), 'info: {}\n'),
        true,
      ],
      [
        'a new release file',
        () =>
          fs.mkdirSync(path.join(root, 'openapi/versions')) ??
          fs.writeFileSync(path.join(root, 'openapi/versions/1.0.0.yaml'), 'x\n'),
        true,
      ],
      ['an edited CLI description', () => fs.writeFileSync(path.join(root, 'cli-spec/sand.json'), '{"a":1}\n'), true],
      ['an edited docs page', () => fs.writeFileSync(path.join(root, 'content/docs/intro.mdx'), '# Intro!\n'), true],
      [
        'a renamed docs page',
        () => fs.renameSync(path.join(root, 'content/docs/intro.mdx'), path.join(root, 'content/docs/start.mdx')),
        true,
      ],
      [
        'the site config a hand-written sidebar imports',
        () => fs.appendFileSync(path.join(root, 'site.config.ts'), '// changed\n'),
        true,
      ],
      [
        "the generator's own module",
        () => fs.appendFileSync(path.join(root, 'generator/lib/render.ts'), '// changed\n'),
        true,
      ],
      [
        'a shared module the generator imports',
        () => fs.appendFileSync(path.join(root, 'shared/page.ts'), '// changed\n'),
        true,
      ],
      [
        'the lockfile',
        () => fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}\n'),
        true,
      ],
      [
        'a generated page (an output, not an input)',
        () => fs.writeFileSync(path.join(root, 'content/api/get-run.mdx'), 'edited\n'),
        false,
      ],
      [
        'a script gen does not import',
        () => fs.appendFileSync(path.join(root, 'tools/bench/main.ts'), '// changed\n'),
        false,
      ],
    ];
    let last = before;
    for (const [what, change, counts] of changes) {
      change();
      const now = keyOf(root);
      if (counts) assert.notEqual(now, last, `${what} changes the key`);
      else assert.equal(now, last, `${what} leaves the key as it was`);
      last = now;
    }
    assert.notEqual(keyOf(root, { unreleased: true }), keyOf(root, { unreleased: false }), 'a setting changes the key');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
