import fs from 'node:fs';
import path from 'node:path';
import { SpecError, jsonErrorPosition } from '../lib/errors.ts';
import { readMeta } from './content-tree.ts';
import { parseFrontmatter } from './frontmatter.ts';
import type { DocsInput, SourceFolder, SourcePage } from './model.ts';

const PAGE_RE = /\.mdx?$/;

function posix(p: string): string {
  return p.split(path.sep).join('/');
}

function routeOf(relFile: string): string {
  // content/docs/using/concepts.mdx → /docs/using/concepts; content/index.mdx → /
  const withoutExt = relFile.replace(/^content\//, '').replace(PAGE_RE, '');
  const route = '/' + withoutExt.replace(/(^|\/)index$/, '');
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

function readPage(root: string, relFile: string): SourcePage {
  const text = fs.readFileSync(path.join(root, relFile), 'utf8');
  const dir = path.posix.dirname(relFile);
  return {
    file: relFile,
    dir,
    name: path.posix.basename(relFile).replace(PAGE_RE, ''),
    route: routeOf(relFile),
    frontmatter: parseFrontmatter(relFile, text),
  };
}

async function folderMeta(
  root: string,
  relDir: string,
): Promise<{ metaFile: string; meta: Record<string, unknown> | undefined }> {
  const found = await readMeta(root, relDir);
  return found ? { metaFile: found.file, meta: found.data } : { metaFile: `${relDir}/_meta.ts`, meta: undefined };
}

function readCategory(
  root: string,
  relDir: string,
): { categoryFile: string; category: Record<string, unknown> | undefined } {
  const categoryFile = `${relDir}/_category.json`;
  const full = path.join(root, categoryFile);
  if (!fs.existsSync(full)) return { categoryFile, category: undefined };
  // JSON, not YAML: Nextra bundles every file under content/, and JSON is a module type it knows.
  const text = fs.readFileSync(full, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SpecError(
      categoryFile,
      `line ${jsonErrorPosition(text, error)?.line ?? 1}`,
      `not valid JSON (${(error as Error).message.split('\n')[0]})`,
      'write {"description": "<one sentence>"}',
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new SpecError(
      categoryFile,
      'line 1',
      'not an object of keys to values',
      'write {"description": "<one sentence>"}',
    );
  }
  return { categoryFile, category: data as Record<string, unknown> };
}

/**
 * Reads the hand-written docs: the home page (`content/index.mdx`) and the tree under
 * `content/docs` with each folder's `_meta` and `_category.json`. The only impure step.
 */
export async function loadDocsInput(root: string, docsDir = 'content/docs'): Promise<DocsInput> {
  const pages: SourcePage[] = [];
  const folders: SourceFolder[] = [];
  if (fs.existsSync(path.join(root, 'content/index.mdx'))) pages.push(readPage(root, 'content/index.mdx'));
  if (!fs.existsSync(path.join(root, docsDir))) {
    throw new SpecError(
      docsDir,
      '',
      'the docs folder does not exist',
      `create ${docsDir} with the hand-written docs pages`,
    );
  }
  async function walk(relDir: string, isRoot: boolean): Promise<void> {
    const entries = fs
      .readdirSync(path.join(root, relDir), { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    folders.push({
      dir: relDir,
      name: path.posix.basename(relDir),
      route: routeOf(relDir),
      isRoot,
      ...(await folderMeta(root, relDir)),
      ...readCategory(root, relDir),
    });
    for (const entry of entries) {
      const rel = posix(path.join(relDir, entry.name));
      if (entry.isDirectory()) await walk(rel, false);
      else if (PAGE_RE.test(entry.name)) pages.push(readPage(root, rel));
    }
  }
  await walk(docsDir, true);
  return { pages, folders };
}
