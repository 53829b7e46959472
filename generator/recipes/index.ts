/**
 * The recipes of the site's API: every `openapi/recipes/*.arazzo.yaml`, each read, validated
 * against the Arazzo schema (lint.ts) and checked against the API (check.ts), in file order.
 * Throws SpecError on the first problem, so `npm run gen` writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadDocument } from '../openapi/load.ts';
import { loadApiModel } from '../openapi/pipeline.ts';
import { SITE_API_SPEC } from '../openapi/site-api.ts';
import { lintArazzo } from './lint.ts';
import { checkRecipe, type RecipeApi } from './check.ts';
import type { Recipe } from '../../shared/recipes/types.ts';

const RECIPES_DIR = 'openapi/recipes';

export function recipeFiles(dir = RECIPES_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.arazzo\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function loadRecipe(file: string, api: RecipeApi): Promise<Recipe> {
  const loaded = loadDocument(file);
  await lintArazzo(loaded);
  return checkRecipe(loaded, api);
}

export async function loadRecipes(api: RecipeApi, files = recipeFiles()): Promise<Recipe[]> {
  const recipes: Recipe[] = [];
  for (const file of files) recipes.push(await loadRecipe(file, api));
  const ids = new Map<string, string>();
  for (const r of recipes) {
    const other = ids.get(r.workflowId);
    if (other)
      throw new Error(
        `${r.file}: the workflowId "${r.workflowId}" is also used by ${other}\n  fix: give each recipe its own workflowId`,
      );
    ids.set(r.workflowId, r.file);
  }
  return recipes;
}

/** The site's recipes, checked as `npm run gen` checks them. */
export async function siteRecipes(): Promise<Recipe[]> {
  const { model, loaded } = await loadApiModel(SITE_API_SPEC);
  return loadRecipes({ file: SITE_API_SPEC, doc: loaded.doc, model, route: () => undefined });
}
