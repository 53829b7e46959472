/**
 * `npm run recipes -- --server URL [--recipe ID] [--mock]`: runs the recipes against a server from
 * Node with the page's engine (shared/recipes/engine.ts) and prints one line per recipe, `passed`
 * or the step and criterion that failed. The API key comes from SAND_API_KEY. `--mock`: the server
 * is a mock (Prism), asked for the status each step's criteria expect. Exit code 1 when one failed.
 */
import { parseArgs } from 'node:util';
import { SITE_AUTH_ENV } from '../../generator/openapi/site-api.ts';
import { SpecError } from '../../generator/lib/errors.ts';
import { siteRecipes } from '../../generator/recipes/index.ts';
import { outcomeLine, runRecipe, type RunOptions } from '../../shared/recipes/engine.ts';
import type { Recipe } from '../../shared/recipes/types.ts';

export async function runRecipes(
  recipes: readonly Recipe[],
  options: RunOptions,
  print: (line: string) => void,
): Promise<boolean> {
  let ok = true;
  for (const recipe of recipes) {
    const outcome = await runRecipe(recipe, options);
    if (outcome.status === 'failed') ok = false;
    print(outcomeLine(recipe, outcome));
  }
  return ok;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { server: { type: 'string' }, recipe: { type: 'string', multiple: true }, mock: { type: 'boolean' } },
  });
  if (!values.server) {
    console.error('usage: npm run recipes -- --server URL [--recipe WORKFLOW_ID]… [--mock]');
    return 2;
  }
  const all = await siteRecipes();
  const wanted = values.recipe ?? [];
  const unknown = wanted.filter((id) => !all.some((r) => r.workflowId === id));
  if (unknown.length > 0) {
    console.error(`no recipe ${unknown.join(', ')}; the recipes are: ${all.map((r) => r.workflowId).join(', ')}`);
    return 2;
  }
  const recipes = wanted.length ? all.filter((r) => wanted.includes(r.workflowId)) : all;
  const key = process.env[SITE_AUTH_ENV];
  const ok = await runRecipes(
    recipes,
    { server: values.server, headers: key ? { Authorization: `Bearer ${key}` } : {}, mock: values.mock },
    (line) => console.log(line),
  );
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof SpecError ? error.message : error);
      process.exit(1);
    },
  );
}
