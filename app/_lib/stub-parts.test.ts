import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { compileMdx } from 'nextra/compile';
import * as jsxRuntime from 'react/jsx-runtime';
import { sectionStubFiles, stubParts, stubRoute } from './stub-parts';
import { STUB_SECTIONS } from '../../generator/lib/generated-content';

/** Every stub gen wrote, relative to the repository. */
const stubs = () =>
  STUB_SECTIONS.flatMap((section) =>
    fs.existsSync(`content/${section}`)
      ? (fs.readdirSync(`content/${section}`, { recursive: true }) as string[])
          .filter((file) => file.endsWith('.mdx'))
          .map((file) => `content/${section}/${file}`)
      : [],
  ).sort();

test("a stub's metadata, source and table of contents are what Nextra's MDX compiler makes of it, and it draws GeneratedPage with its route", async () => {
  const files = stubs();
  assert.ok(files.length > 100, 'the generated content is there (npm run gen)');
  // Every kind of page, with the descriptions whose YAML is quoted or folded among them.
  const sample = files.filter((_, i) => i % 7 === 0 || /changelog|index\.mdx$/.test(files[i]!));
  const components = { GeneratedPage: ({ route }: { route: string }) => createElement('p', null, `page ${route}`) };
  for (const file of sample) {
    const text = fs.readFileSync(file, 'utf8');
    // Run as Nextra's `evaluate` runs compiled MDX, with the production JSX runtime the code names.
    const code = await compileMdx(text, { filePath: file });
    const compiled = (new Function(code) as (scope: object) => unknown)({
      ...jsxRuntime,
      useMDXComponents: () => components,
    }) as {
      metadata: unknown;
      sourceCode: string;
      toc: unknown;
      default: (props: object) => unknown;
    };
    const ours = stubParts(file, text);
    assert.deepEqual(ours.metadata, compiled.metadata, file);
    assert.equal(ours.sourceCode, compiled.sourceCode, file);
    assert.deepEqual(ours.toc, compiled.toc, file);
    assert.equal(
      renderToStaticMarkup(createElement(compiled.default as never, { components })),
      `<p>page ${ours.route}</p>`,
      file,
    );
  }
});

test('a file that is not a generated stub is refused with the fix', () => {
  assert.equal(stubRoute('---\ntitle: A\n---\n\n# A hand-written page\n'), undefined);
  assert.equal(stubRoute('<GeneratedPage route={"/api/a \\"b\\""} />\n'), '/api/a "b"');
  assert.throws(
    () => stubParts('content/api/x.mdx', '# x\n'),
    /content\/api\/x\.mdx is not a generated page.*npm run gen/,
  );
});

test('the stubs are listed as a glob lists them, and a page gen adds or removes is found on the next listing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stub-files-'));
  const stub = (route: string) => `---\ntitle: T\n---\n\n<GeneratedPage route={"${route}"} />\n`;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  try {
    write('content/api/index.mdx', stub('/api'));
    write('content/api/get-run.mdx', stub('/api/get-run'));
    write('content/api/_pages/get-run.json', '{}');
    write('content/api/github/meta/meta-root.mdx', stub('/api/github/meta/meta-root'));
    const load = (absolute: string, file: string) => ({ file, absolute }) as never;
    const list = () => sectionStubFiles('api', path.join(dir, 'content'), dir, load);
    const first = list();
    assert.deepEqual(Object.keys(first).sort(), [
      '../../../content/api/get-run.mdx',
      '../../../content/api/github/meta/meta-root.mdx',
      '../../../content/api/index.mdx',
    ]);
    assert.equal(list(), first, 'nothing changed: the same map');
    write('content/api/github/meta/meta-other.mdx', stub('/api/github/meta/meta-other'));
    assert.ok('../../../content/api/github/meta/meta-other.mdx' in list(), 'a page added deep in the section');
    fs.rmSync(path.join(dir, 'content/api/get-run.mdx'));
    assert.ok(!('../../../content/api/get-run.mdx' in list()), 'a page removed');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
