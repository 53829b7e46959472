/**
 * Every recipe of the site, run against Prism mocking the API (the 3.1 rendition, request
 * validation on): with the engine the pages use (`npm run recipes`' code), and as the bash and
 * TypeScript scripts its page offers. A recipe whose request breaks the description, or whose
 * criterion the API's examples cannot meet, fails here naming the step.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPrism, type Prism } from '../samples/servers.ts';
import { ROOT } from '../samples/cases.ts';
import { runRecipes } from '../../tools/recipes/main.ts';
import { siteRecipes } from '../../generator/recipes/index.ts';
import { bashScript, typescriptScript } from '../../generator/recipes/scripts.ts';
import type { Recipe } from '../../shared/recipes/types.ts';

const run = promisify(execFile);
const KEY = 'sk_usr_Vb81kQ9xT2mZ7pL4cW6rY0nD3sF5hJ8a';
let prism: Prism;
let recipes: Recipe[];
let dir: string;

before(async () => {
  recipes = await siteRecipes();
  prism = await startPrism(path.join(ROOT, 'public/openapi-3.1.yaml'));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-'));
});
after(() => {
  prism?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const server = () => `http://127.0.0.1:${prism.port}`;
const env = () => ({ ...process.env, SAND_API_KEY: KEY, SUN_API_URL: server(), SUN_API_MOCK: '1' });

test('the site has at least four recipes of three or more steps', () => {
  assert.ok(recipes.length >= 4, `${recipes.length} recipes`);
  for (const r of recipes) assert.ok(r.steps.length >= 3, `${r.workflowId} has ${r.steps.length} steps`);
});

test('npm run recipes: every recipe passes against Prism, one line each', async () => {
  const lines: string[] = [];
  const ok = await runRecipes(
    recipes,
    { server: server(), headers: { Authorization: `Bearer ${KEY}` }, mock: true, sleep: async () => {} },
    (l) => lines.push(l),
  );
  assert.deepEqual(
    lines,
    recipes.map((r) => `${r.workflowId}: passed`),
  );
  assert.equal(ok, true);
});

test('the command line prints one line per recipe and fails naming the step without a key', async () => {
  const cli = path.join(ROOT, 'tools/recipes/main.ts');
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const one = recipes[0].workflowId;
  const passed = await run(tsx, [cli, '--server', server(), '--recipe', one, '--mock'], { cwd: ROOT, env: env() });
  assert.equal(passed.stdout, `${one}: passed\n`);
  const failed = await run(tsx, [cli, '--server', server(), '--recipe', one, '--mock'], {
    cwd: ROOT,
    env: { ...env(), SAND_API_KEY: '' },
  }).then(
    () => undefined,
    (e) => e as { code: number; stdout: string },
  );
  assert.equal(failed?.code, 1);
  assert.match(
    failed!.stdout,
    new RegExp(`^${one}: failed at step ${recipes[0].steps[0].stepId}: \\$statusCode == \\d+ \\(status 401\\)`),
  );
});

type Lang = 'bash' | 'typescript';

/** A recipe's script in `lang`, written as `name` and run with `environment`. */
function runScript(lang: Lang, recipe: Recipe, name: string, environment: NodeJS.ProcessEnv) {
  const file = path.join(dir, `${name}.${lang === 'bash' ? 'sh' : 'ts'}`);
  fs.writeFileSync(
    file,
    lang === 'bash' ? bashScript(recipe, 'SAND_API_KEY') : typescriptScript(recipe, 'SAND_API_KEY'),
  );
  return lang === 'bash'
    ? run('bash', [file], { env: environment })
    : run(path.join(ROOT, 'node_modules/.bin/tsx'), [file], { env: environment });
}

for (const lang of ['bash', 'typescript'] as const) {
  test(`each recipe's ${lang} script runs against Prism and prints the outputs`, async () => {
    for (const recipe of recipes) {
      // No waiting in the test: the scripts' retries are proven by the engine's and the page's tests.
      const { stdout } = await runScript(lang, recipe, recipe.slug, env()).catch(
        (e: { stderr: string; stdout: string }) => {
          throw new Error(`${recipe.workflowId} (${lang}) failed:\n${e.stderr}\n${e.stdout}`);
        },
      );
      const outputs = JSON.parse(stdout.trim().split('\n').at(-1)!);
      assert.deepEqual(Object.keys(outputs).sort(), Object.keys(recipe.outputs).sort(), recipe.workflowId);
      assert.ok(
        Object.values(outputs).every((v) => v !== null && v !== undefined),
        `${recipe.workflowId} (${lang}): ${stdout}`,
      );
    }
  });
}

for (const lang of ['bash', 'typescript'] as const) {
  test(`without SUN_API_URL the ${lang} script sends to the API's first server, read as data, never run`, async () => {
    const recipe = recipes[0];
    const withServer = (name: string, server: string) =>
      runScript(lang, { ...recipe, server }, name, { ...env(), SUN_API_URL: '' });
    // The recipe's own server (Prism here) is where an unset or empty SUN_API_URL sends.
    const { stdout } = await withServer(`default-server-${lang}`, server());
    assert.deepEqual(
      Object.keys(JSON.parse(stdout.trim().split('\n').at(-1)!)).sort(),
      Object.keys(recipe.outputs).sort(),
    );
    // A server text that would run code if pasted into the script unquoted stays an address.
    const marker = path.join(dir, `ran-${lang}`);
    const hostile = `http://127.0.0.1:1/$(touch ${marker})\`touch ${marker}\`";require('fs').writeFileSync('${marker}','')//'`;
    await assert.rejects(withServer(`hostile-server-${lang}`, hostile));
    assert.equal(fs.existsSync(marker), false);
  });
}
