/**
 * `npm run recipes -- --server URL [--recipe ID] [--mock]`: runs the recipes against a server from
 * Node with the page's engine (shared/recipes/engine.ts) and prints one line per recipe, `passed`
 * or the step and criterion that failed. The API key comes from SAND_API_KEY. `--mock`: the server
 * is a mock (Prism), asked for the status each step's criteria expect. Exit code 1 when one failed.
 */
import { parseCommandLine, usageError, type Command } from '../../generator/lib/command-line.ts';
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

const RECIPES: Command = {
  name: 'npm run recipes',
  usage: `usage: npm run recipes -- --server URL [--recipe WORKFLOW_ID]… [--mock]

  Runs every recipe (openapi/recipes/*.arazzo.yaml) against a server, one line each: passed, or
  the step and criterion that failed. The API key is read from ${SITE_AUTH_ENV}.

  --server URL          the API's base URL (e.g. http://127.0.0.1:4010)
  --recipe WORKFLOW_ID  only this recipe (repeat for more)
  --mock                the server is a mock (Prism): ask it for the status each step expects
  -h, --help            this text

Exit codes: 0 every recipe passed, 1 one failed, 2 usage.`,
};

async function main(args: string[]): Promise<number> {
  const parsed = parseCommandLine(RECIPES, {
    args,
    options: { server: { type: 'string' }, recipe: { type: 'string', multiple: true }, mock: { type: 'boolean' } },
  });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  if (!values.server) return usageError(RECIPES, '--server URL is required');
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
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof SpecError ? error.message : error);
      process.exit(1);
    },
  );
}
