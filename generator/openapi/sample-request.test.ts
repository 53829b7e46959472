import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixture } from './test-helpers.ts';
import { loadApiModel } from './pipeline.ts';
import { schemasFor } from './model.ts';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import { buildSampleRequest } from './sample-request.ts';
import { typesFor } from './typescript-types.ts';
import { pythonLiteral } from '../../shared/api/samples/python.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The fixtures' edge cases (circular, oneOf, allOf, enums, nullable, hostile text, no operationIds).
 * The Sun API's, the kitchen sink's and tests/samples/cases.yaml's samples are run in every language
 * and type-checked against their types by the sample proof (tests/samples/samples.test.ts), not here.
 */
const SPECS = [
  'circular-ref.yaml',
  'one-of.yaml',
  'all-of.yaml',
  'enums.yaml',
  'nullable.yaml',
  'nullable-3.1.yaml',
  'hostile-description.yaml',
  'no-operation-ids.yaml',
].map(fixture);

/** Every spec's samples, per language: [spec dir name, operation slug, code]. */
async function allSamples() {
  const out: Array<{ spec: string; slug: string; lang: string; code: string; doc: Record<string, unknown> }> = [];
  for (const file of SPECS) {
    const { model, loaded } = await loadApiModel(file);
    for (const op of model.operations) {
      const request = buildSampleRequest(model, op, schemasFor(model, op), { authEnv: 'SAND_API_KEY' });
      for (const g of SAMPLE_GENERATORS)
        out.push({
          spec: path.basename(file).replace(/\W+/g, '_'),
          slug: op.slug,
          lang: g.id,
          code: g.generate(request),
          doc: loaded.doc,
        });
    }
  }
  return out;
}

const samples = allSamples();

test('every TypeScript sample type-checks against the types openapi-typescript generates, and a wrong body does not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-'));
  try {
    const ts = (await samples).filter((s) => s.lang === 'typescript');
    const specs = new Map(ts.map((s) => [s.spec, s.doc]));
    for (const [spec, doc] of specs) {
      fs.mkdirSync(path.join(dir, spec));
      fs.writeFileSync(path.join(dir, spec, 'openapi.d.ts'), await typesFor(doc));
    }
    for (const s of ts) fs.writeFileSync(path.join(dir, s.spec, `${s.slug}.ts`), s.code);
    // The check can fail: the same sample with a number where the body wants a string, in the same tsc run.
    const person = ts.find((s) => s.spec === 'circular_ref_yaml' && s.slug === 'create-person')!;
    const wrong = person.code.replace('"name": "Ada"', '"name": 42');
    assert.notEqual(wrong, person.code);
    fs.writeFileSync(path.join(dir, person.spec, 'wrong-body.ts'), wrong);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ES2022',
          moduleResolution: 'bundler',
          lib: ['ES2022', 'DOM'],
          types: ['node'],
          typeRoots: [path.join(ROOT, 'node_modules/@types')],
          skipLibCheck: true,
        },
        include: ['**/*.ts'],
      }),
    );
    let output = '';
    try {
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? String(error);
    }
    const errors = output.split('\n').filter((l) => /error TS\d+/.test(l));
    assert.deepEqual(
      errors.filter((l) => !l.includes('/wrong-body.ts(')),
      [],
      `tsc found errors in the samples:\n${output}`,
    );
    assert.ok(errors.length > 0, 'a sample whose body has a number for a string type-checked');
    assert.equal(ts.length, 12);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('every curl sample is valid shell, and spec text in it stays quoted', async () => {
  for (const s of (await samples).filter((x) => x.lang === 'curl')) {
    execFileSync('bash', ['-n'], { input: s.code });
  }
  const hostile = (await samples).find((x) => x.lang === 'curl' && x.slug === 'do-thing')!.code;
  // Run with `echo` in place of curl: the arguments come out exactly as written, nothing executes.
  const echoed = execFileSync('bash', ['-c', `curl() { printf '%s\\n' "$@"; }\n${hostile}`], {
    encoding: 'utf8',
    env: { ...process.env, SAND_API_KEY: 'k' },
  });
  assert.match(echoed, /"<script>": "<\/script><script>alert\('example'\)<\/script>"/);
  assert.match(echoed, /\?q'%22%24\(rm%20-rf%20%2F\)%60='%3B%20DROP%20TABLE%20x%3B%20--%20%24\(whoami\)/);
});

test('every Python sample parses', async () => {
  const python = (await samples).filter((x) => x.lang === 'python');
  const script =
    'import ast, json, sys\nfor code in json.load(sys.stdin):\n    ast.parse(code)\nprint(len(json.load(open("/dev/null")) if False else []))';
  execFileSync('python3', ['-c', script], { input: JSON.stringify(python.map((p) => p.code)) });
  assert.equal(
    pythonLiteral({ a: [true, null, 1.5, 'x"y'] }),
    '{\n    "a": [\n        True,\n        None,\n        1.5,\n        "x\\"y",\n    ],\n}',
  );
});

test('a parameter without a written example: a string of a known format gets a value of that format, any other its name', async () => {
  const { paramValue } = await import('./sample-request.ts');
  const param = (schema: Record<string, unknown>) => ({
    name: 'X-Request-Id',
    in: 'header' as const,
    required: true,
    deprecated: false,
    schema,
  });
  assert.equal(paramValue(param({ type: 'string', format: 'uuid' }), {}), '3fa85f64-5717-4562-b3fc-2c963f66afa6');
  assert.deepEqual(paramValue(param({ type: 'array', items: { type: 'string', format: 'date' } }), {}), ['2025-01-01']);
  assert.equal(paramValue(param({ type: 'string' }), {}), 'X-Request-Id');
});
