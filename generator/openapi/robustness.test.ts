import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { SpecError } from '../lib/errors.ts';
import { STUB_COMPONENT } from '../../shared/page-model.ts';
import { generateApi } from './pipeline.ts';
import { compileMdx } from './test-helpers.ts';

// Other people's OpenAPI documents: each must give pages that compile as MDX, or a SpecError
// that names the file; nothing may crash or hang. YAML twins of JSON examples are the same
// document, so only the JSON one runs.
const ROOT = path.resolve(import.meta.dirname, '../..');
const OAS = path.join(ROOT, 'node_modules/@readme/oas-examples');
const GALAXY = path.join(ROOT, 'node_modules/@scalar/galaxy/dist');

/** A page stub's parts (front matter and route) when the page is exactly one, else undefined. */
const STUB = new RegExp(
  `^---\\n([\\s\\S]*?)\\n---\\n\\n<${STUB_COMPONENT} route=\\{("(?:[^"\\\\\\n]|\\\\.)*")\\} />\\n$`,
);

/**
 * Whether a page compiles as MDX. Every stub is one shape (front matter, one component with a JSON
 * route), so one stub per document is compiled and the others are held to that shape: front matter
 * that is a YAML map with a title, a route that is a JSON string; any other page is compiled.
 */
async function assertCompiles(pages: Array<{ path: string; content: string }>, name: string): Promise<void> {
  let stubCompiled = false;
  for (const page of pages) {
    const stub = STUB.exec(page.content);
    if (stub && stubCompiled) {
      const data = YAML.parse(stub[1]) as { title?: unknown } | null;
      assert.equal(typeof data?.title, 'string', `${name}: ${page.path} has no title in its front matter`);
      assert.equal(typeof JSON.parse(stub[2]), 'string', `${name}: ${page.path}'s route is not a string`);
      continue;
    }
    try {
      await compileMdx(page.content, page.path);
    } catch (error) {
      assert.fail(`${name}: ${page.path} does not compile: ${(error as Error).message}`);
    }
    if (stub) stubCompiled = true;
  }
}

function documents(): string[] {
  const files: string[] = [];
  for (const version of ['3.0', '3.1']) {
    const json = fs.readdirSync(path.join(OAS, version, 'json')).filter((f) => f.endsWith('.json'));
    files.push(...json.map((f) => path.join(OAS, version, 'json', f)));
    const jsonNames = new Set(json.map((f) => f.replace(/\.json$/, '')));
    const yaml = fs.existsSync(path.join(OAS, version, 'yaml')) ? fs.readdirSync(path.join(OAS, version, 'yaml')) : [];
    files.push(
      ...yaml
        .filter((f) => /\.ya?ml$/.test(f) && !jsonNames.has(f.replace(/\.ya?ml$/, '')))
        .map((f) => path.join(OAS, version, 'yaml', f)),
    );
  }
  files.push(path.join(GALAXY, 'latest.yaml'), path.join(GALAXY, '3.1.json'));
  return files.sort();
}

test('every OpenAPI 3.x example document gives compiling pages or a clear error', async () => {
  const files = documents();
  assert.ok(files.length >= 50, `found ${files.length} documents`);
  const outcomes: string[] = [];
  for (const file of files) {
    const name = path.relative(ROOT, file);
    try {
      const { pages, model } = await generateApi({ specFile: file });
      await assertCompiles(
        pages.filter((p) => p.path.endsWith('.mdx')),
        name,
      );
      assert.equal(
        pages.filter((p) => p.path.endsWith('.mdx')).length,
        model.operations.length + model.webhooks.length + 2,
        name,
      );
      outcomes.push(`ok ${name} (${model.operations.length} operations)`);
    } catch (error) {
      if (!(error instanceof SpecError)) assert.fail(`${name} crashed: ${(error as Error).stack}`);
      assert.equal(error.file, file);
      assert.ok(error.reason.length > 0 && error.fix.length > 0);
      outcomes.push(`error ${name}: ${error.message.split('\n')[0]}`);
    }
  }
  // Scalar's Galaxy is a valid 3.1 showcase ($id, $dynamicAnchor…): it must give pages.
  for (const galaxy of files.filter((f) => f.startsWith(GALAXY))) {
    assert.ok(
      outcomes.some((o) => o.startsWith(`ok ${path.relative(ROOT, galaxy)}`)),
      outcomes.join('\n'),
    );
  }
  // Most examples are valid documents; a generator that rejects them all would pass the loop above.
  assert.ok(outcomes.filter((o) => o.startsWith('ok')).length >= files.length * 0.8, outcomes.join('\n'));
});

test('Swagger 2.0 examples are refused as "not supported"', async () => {
  const dir = path.join(OAS, '2.0', 'json');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  assert.ok(files.length > 0);
  for (const f of files.slice(0, 3)) {
    await assert.rejects(
      generateApi({ specFile: path.join(dir, f) }),
      (error: unknown) => error instanceof SpecError && /Swagger 2\.0 is not supported/.test(error.reason),
    );
  }
});
