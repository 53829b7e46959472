/**
 * What `npm run gen` makes its pages from, as one hash: the specs, the hand-written docs it reads
 * (sidebars, tags, categories, diagrams, the release tables), the generator's own code (every
 * module `generator/gen.ts` imports, followed file by file), the lockfile (the packages it runs), the
 * Node version, and the settings that change its output. Same key, same pages: gen is
 * deterministic (ARCHITECTURE.md), so a run whose key was recorded with its outputs need not run
 * again while those outputs are still on disk byte for byte (output-manifest.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { memoByFile } from './file-memo.ts';

/**
 * Statements `import … from '…'` and `export … from '…'` (across lines), side-effect `import '…'`,
 * each starting a line (so an import written inside a string a generator emits is not one), and
 * literal `import('…')`.
 */
const IMPORT_SPECIFIERS = [
  /^\s*(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The relative module specifiers a source file names (packages are pinned by the lockfile). */
export function relativeImports(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_SPECIFIERS)
    for (const match of source.matchAll(pattern)) if (match[1]!.startsWith('.')) found.add(match[1]!);
  return [...found];
}

// Remembered per file: `npm run dev` computes the keys on every save (file-memo.ts).
const importsOf = memoByFile((file) => relativeImports(fs.readFileSync(file, 'utf8')));

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** The file an import names, as TypeScript resolves it (type-only imports may leave out the extension). */
function resolveModule(target: string): string | undefined {
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find(isFile);
}

/**
 * Every file reachable from `entry` through relative imports, `entry` included, as paths relative
 * to `root` (POSIX), sorted. An import naming no file throws: a graph that misses a module would
 * let a change to it go unseen.
 */
export function importGraph(entry: string, root = '.'): string[] {
  const seen = new Set<string>();
  const stack = [path.resolve(root, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|mts|mjs|js)$/.test(file)) continue;
    for (const specifier of importsOf(file)) {
      const target = resolveModule(path.resolve(path.dirname(file), specifier));
      if (!target)
        throw new Error(
          `gen-cache: ${path.relative(root, file)} imports "${specifier}", which names no file; write the import with its file extension`,
        );
      stack.push(target);
    }
  }
  return [...seen].map((file) => path.relative(path.resolve(root), file).split(path.sep).join('/')).sort();
}

/** Every file under `dir` (relative to `root`, POSIX, sorted), leaving out the folders `skip` names (relative to `root`). */
export function filesUnder(dir: string, root = '.', skip: readonly string[] = []): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [dir];
  const out: string[] = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (skip.includes(rel)) continue;
    if (entry.isDirectory()) out.push(...filesUnder(rel, root, skip));
    else out.push(rel);
  }
  return out.sort();
}

/**
 * `$ref` values naming another file (`other.yaml#/x`, `'./schemas/run.json'`), JSON or YAML,
 * quoted or not; a `$ref` key inside an example is matched too, which only adds a file to hash.
 */
const FILE_REF = /["']?\$ref["']?\s*:\s*["']?([^"'\s#,}{][^"'\s#,}]*)/g;

/**
 * An OpenAPI description and every local file its `$ref`s name, followed file by file (the resolver
 * reads them, resolve.ts; never the network), as absolute paths, sorted. A named file that is
 * missing is kept in the list (its absence is part of the key).
 */
export function specFiles(specFile: string): string[] {
  const seen = new Set<string>();
  const stack = [path.resolve(specFile)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (isFile(file)) stack.push(...fileRefsOf(file));
  }
  return [...seen].sort();
}

/** Quotes, white space and the colon, which may stand between `$ref` and its value. */
const BEFORE_VALUE = new Set([0x22, 0x27, 0x20, 0x09, 0x0a, 0x0d, 0x3a]);

/**
 * Whether any `$ref` in `bytes` has a value that does not start with `#`, looked for in the bytes:
 * a large description whose references are all local (GitHub's 13 MB) is then not decoded and
 * scanned on every run.
 */
function mayReferToFiles(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('$ref'); at >= 0; at = bytes.indexOf('$ref', at + 4)) {
    let value = at + 4;
    while (value < bytes.length && BEFORE_VALUE.has(bytes[value]!)) value++;
    if (value < bytes.length && bytes[value] !== 0x23) return true;
  }
  return false;
}

// Remembered per file, as the imports are: `npm run dev` computes the key on every save.
const fileRefsOf = memoByFile((file) => {
  const bytes = fs.readFileSync(file);
  if (!mayReferToFiles(bytes)) return [];
  return [...bytes.toString('utf8').matchAll(FILE_REF)]
    .map((match) => match[1]!)
    .filter((ref) => !ref.includes('://'))
    .map((ref) => path.resolve(path.dirname(file), ref));
});

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const fileHash = memoByFile((file) => sha256(fs.readFileSync(file)));

/**
 * One hash of these files' names and bytes (a renamed, added or deleted file changes it too) and of
 * `settings`; a file is relative to `root` or absolute (a mounted API's description).
 */
export function hashInputs(files: readonly string[], root: string, settings: Record<string, unknown>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings));
  for (const file of [...new Set(files)].sort()) {
    const full = path.resolve(root, file);
    hash.update(`\0${file}\0`);
    hash.update(fs.existsSync(full) ? fileHash(full) : 'missing');
  }
  return hash.digest('hex');
}

export interface GenInputs {
  /** Folders under `content/` that gen writes: not its inputs. */
  generatedContent: readonly string[];
  /** Inputs outside the project's folders (a mounted API's description and the files it refers to), absolute. */
  otherFiles?: readonly string[];
  /** The settings that change what gen makes (flags, environment, the day sunsets are judged on). */
  settings: Record<string, unknown>;
  root?: string;
}

/** The files a site run of `npm run gen` reads, relative to `root`. */
function genInputFiles({ generatedContent, root = '.' }: Pick<GenInputs, 'generatedContent' | 'root'>): string[] {
  const handWritten = filesUnder(
    'content',
    root,
    generatedContent.map((dir) => `content/${dir}`),
  );
  return [
    ...filesUnder('openapi', root),
    ...filesUnder('cli-spec', root),
    ...handWritten,
    // The sidebars gen checks are modules (`_meta.ts`) and may import others (the site's config).
    ...handWritten.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file)).flatMap((file) => importGraph(file, root)),
    ...importGraph('generator/gen.ts', root),
    'package-lock.json',
  ];
}

/** The generator's own code: every module `generator/gen.ts` reaches, and the packages it runs (the lockfile). */
export function generatorCodeKey(root = '.'): string {
  return hashInputs([...importGraph('generator/gen.ts', root), 'package-lock.json'], root, {});
}

/** The key of a site run of `npm run gen`: its input files, the Node version and `settings`. */
export function genInputsKey(inputs: GenInputs): string {
  const root = inputs.root ?? '.';
  const files = [...genInputFiles({ generatedContent: inputs.generatedContent, root }), ...(inputs.otherFiles ?? [])];
  return hashInputs(files, root, {
    node: process.version,
    ...inputs.settings,
  });
}
