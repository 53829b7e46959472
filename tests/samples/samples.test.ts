/**
 * Proof of the code samples: every sample of every operation of the Sun API, the kitchen sink and
 * tests/samples/cases.yaml, in every language, runs against Prism with request validation on. A
 * sample passes when it ran without error, its request reached Prism, Prism found nothing wrong
 * with it (no `sl-violations`, no 4xx), and what arrived is what the sample shows (method, path,
 * query, headers, credentials, cookies, body). A language whose toolchain is missing fails under
 * CI=true naming the Debian package, and is skipped (saying so) elsewhere.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import { typesFor } from '../../generator/openapi/typescript-types.ts';
import { aimedAt, ENV_BASE_CASE, prefixOf, proofCases, ROOT, SAMPLE_ENV, type ProofCase } from './cases.ts';
import { LANGUAGES } from './languages.ts';
import { startPrism, startProxy, type Prism, type RecordingProxy } from './servers.ts';
import { verifyExchange } from './verify.ts';

/**
 * Samples whose types are wrong, not the sample: the error tsc gives and why. Each must still fail,
 * so a fixed types generator shows up here.
 */
const TYPES_GENERATOR_LIMITS: Record<string, { error: string; why: string }> = {
  'ks-add-pet': {
    error: `error TS2353: Object literal may only specify known properties, and '"petType"' does not exist`,
    why: 'openapi-typescript 7.13 types an allOf over a discriminated oneOf as Omit<Pet, "petType">, dropping the discriminator every valid body has',
  },
};

let cases: ProofCase[];
let prisms: Map<string, Prism>;
let proxy: RecordingProxy;
let work: string;

before(async () => {
  cases = await proofCases();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-proof-'));
  const specs = [...new Map(cases.map((c) => [c.spec.key, c.spec])).values()];
  prisms = new Map(
    await Promise.all(specs.map(async (s) => [s.key, await startPrism(s.prismFile ?? s.file)] as const)),
  );
  const byId = new Map(cases.map((c) => [c.id, c]));
  proxy = await startProxy((caseId) => {
    const c = byId.get(caseId);
    return c && !c.withoutPrism ? prisms.get(c.spec.key)?.port : undefined;
  });
});

after(async () => {
  await proxy?.stop();
  for (const p of prisms?.values() ?? []) p.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('every sample language has a proof', () => {
  assert.deepEqual(LANGUAGES.map((l) => l.id).sort(), SAMPLE_GENERATORS.map((g) => g.id).sort());
});

/** `SAMPLE_LANGUAGES=go,java` proves only those while working on them (ignored under CI). */
const only = process.env.CI === 'true' ? undefined : process.env.SAMPLE_LANGUAGES?.split(',');

for (const language of LANGUAGES) {
  test(`every ${language.id} sample runs against Prism and sends what it shows`, async (t) => {
    if (only && !only.includes(language.id)) {
      t.skip(`SAMPLE_LANGUAGES=${only.join(',')}`);
      return;
    }
    const missing = language.toolchain.missing();
    if (missing) {
      const fix = `apt-get install ${language.toolchain.apt.join(' ')}`;
      if (process.env.CI === 'true')
        assert.fail(
          `${language.id} samples cannot be proven: ${missing}. Install Debian's ${language.toolchain.apt.join(', ')} (${fix}; .ci/run does).`,
        );
      t.skip(`${missing}: ${fix}`);
      return;
    }
    const generator = SAMPLE_GENERATORS.find((g) => g.id === language.id)!;
    const samples = cases.map((c) => ({ id: c.id, code: generator.generate(aimedAt(c, proxy.origin, language.id)) }));
    const dir = path.join(work, language.id);
    fs.mkdirSync(dir);
    // A recipe step's variables (its earlier steps' outputs, its inputs) are named per recipe: one environment holds them all.
    const env = {
      ...process.env,
      ...SAMPLE_ENV,
      ...Object.assign({}, ...cases.map((c) => c.env ?? {})),
      BASE_URL: proxy.origin + prefixOf(language.id, ENV_BASE_CASE),
    };
    const started = Date.now();
    const results = await language.run(dir, samples, env);
    const failures: string[] = [];
    for (const c of cases) {
      const result = results.get(c.id);
      const exchanges = proxy.exchanges.get(prefixOf(language.id, c.id)) ?? [];
      const code = samples.find((s) => s.id === c.id)!.code;
      const fail = (why: string) =>
        failures.push(
          `${c.id}: ${why}\n--- sample ---\n${code}\n--- output ---\n${result?.output.slice(0, 2000) ?? ''}`,
        );
      if (!result?.ok) fail('the sample failed');
      else if (exchanges.length === 0) fail('no request reached Prism');
      else {
        for (const ex of exchanges) {
          try {
            await verifyExchange(ex, aimedAt(c, proxy.origin, language.id), env as Record<string, string>);
          } catch (error) {
            fail((error as Error).message);
          }
        }
      }
    }
    const withoutPrism = cases.filter((c) => c.withoutPrism);
    const reasons = [...new Set(withoutPrism.map((c) => c.withoutPrism))].map(
      (why) =>
        `${why}: ${withoutPrism
          .filter((c) => c.withoutPrism === why)
          .map((c) => c.id)
          .join(', ')}`,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    t.diagnostic(
      `${language.id}: ${cases.length - failures.length} of ${cases.length} samples proven in ${seconds} s; ${withoutPrism.length} of them checked by the proxy alone (${reasons.join('; ')})`,
    );
    const report = path.join(os.tmpdir(), `sample-proof-failures-${language.id}.txt`);
    fs.rmSync(report, { force: true });
    if (failures.length > 0) fs.writeFileSync(report, failures.join('\n\n'));
    assert.equal(
      failures.length,
      0,
      `${failures.length} ${language.id} samples failed (all of them in ${report}):\n\n${failures.slice(0, 8).join('\n\n')}`,
    );
  });
}

test('every TypeScript sample type-checks with tsc --strict against its openapi.d.ts (the Sun API: the published one)', async () => {
  const generator = SAMPLE_GENERATORS.find((g) => g.id === 'typescript')!;
  const dir = path.join(work, 'typescript-types');
  for (const spec of new Map(cases.map((c) => [c.spec.key, c])).values()) {
    fs.mkdirSync(path.join(dir, spec.spec.key), { recursive: true });
    const types = spec.spec.publishedTypes
      ? fs.readFileSync(spec.spec.publishedTypes, 'utf8')
      : await typesFor(spec.doc);
    fs.writeFileSync(path.join(dir, spec.spec.key, 'openapi.d.ts'), types);
  }
  for (const c of cases) fs.writeFileSync(path.join(dir, c.spec.key, `${c.id}.ts`), generator.generate(c.request));
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
  const unexpected = errors.filter(
    (l) =>
      !Object.entries(TYPES_GENERATOR_LIMITS).some(
        ([id, limit]) => l.includes(`/${id}.ts(`) && l.includes(limit.error),
      ),
  );
  assert.deepEqual(unexpected, [], `tsc --strict found errors:\n${output}`);
  for (const [id, limit] of Object.entries(TYPES_GENERATOR_LIMITS)) {
    assert.ok(
      errors.some((l) => l.includes(`/${id}.ts(`)),
      `${id} now type-checks: remove it from TYPES_GENERATOR_LIMITS (${limit.why})`,
    );
  }
});
