/**
 * Examples the generator makes up are valid by construction: every schema of the Sun API and the
 * kitchen sink (their written schema examples removed, so every value is made up) gives a value
 * Ajv accepts. GitHub's description, thousands of schemas, is proven by `npm run test:large`
 * (tests/large/generated-examples.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureLines, proveGeneratedExamples } from './example-proof.ts';
import { SITE_API_SPEC } from './site-api.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KITCHEN_SINK = path.join(ROOT, 'tests/fixtures/kitchen-sink.yaml');

test("the Sun API: every schema's made-up example is valid", async () => {
  const proof = await proveGeneratedExamples(SITE_API_SPEC);
  assert.ok(proof.checked > 200, `${proof.checked} schemas checked`);
  assert.deepEqual(failureLines(proof), []);
});

test("the kitchen sink: every schema's made-up example is valid (patterns, exclusive bounds, multipleOf, if/then, recursion, oneOf)", async () => {
  const proof = await proveGeneratedExamples(KITCHEN_SINK);
  assert.ok(proof.checked > 40, `${proof.checked} schemas checked`);
  assert.deepEqual(failureLines(proof), []);
});

test('the proof fails where a made-up value is refused, naming the schema', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'example-proof-'));
  try {
    const file = path.join(tmp, 'lookahead.yaml');
    fs.writeFileSync(
      file,
      `openapi: 3.1.0
info: { title: Lookahead, version: '1' }
paths: {}
components:
  schemas:
    Code:
      type: string
      pattern: '^(?!x)[a-z]{3}$'
      description: A pattern with a lookahead, which the pattern sampler does not read.
`,
    );
    const proof = await proveGeneratedExamples(file);
    assert.deepEqual(failureLines(proof), [
      '#/components/schemas/Code (request): (the example) must match pattern "^(?!x)[a-z]{3}$" (schema #/components/schemas/Code)',
      '#/components/schemas/Code (response): (the example) must match pattern "^(?!x)[a-z]{3}$" (schema #/components/schemas/Code)',
    ]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
