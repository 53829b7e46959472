import fs from 'node:fs';
import path from 'node:path';
import { SpecError } from '../lib/errors.ts';
import { extractCodeBlocks, sandShellLines } from './code-blocks.ts';
import { parseFrontmatter, type Frontmatter } from './frontmatter.ts';

/** One inconsistency between a docs page and the CLI/API descriptions or the docs rules. */
export interface Problem {
  /** Path relative to the repository root, POSIX separators. */
  file: string;
  /** 1-based line. */
  line: number;
  message: string;
}

export interface ConsistencyContext {
  /**
   * The problems of the `sand` invocations in one shell command line (continuations joined):
   * unknown command, unknown flag, bad value, missing required part. Empty when valid.
   */
  checkCommandLine(text: string): string[];
  /** Whether a site route such as `/api/start-run` or `/cli/sand/runs/start` is a generated page. */
  routeExists(route: string): boolean;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.message}`;
}

/**
 * Blanks out fenced code and inline code, keeping every newline, so that link scanning sees
 * only prose and JSX and reports the right line numbers.
 */
export function blankCode(source: string): string {
  const lines = source.split('\n');
  for (const block of extractCodeBlocks(source)) {
    const last = Math.min(lines.length, block.codeLine + block.code.split('\n').length);
    for (let i = block.line - 1; i < last; i++) lines[i] = '';
  }
  return lines.join('\n').replace(/(`+)[^`\n][^\n]*?\1/g, (m) => ' '.repeat(m.length));
}

export interface Link {
  route: string;
  line: number;
}

/**
 * Internal links into the generated sections: Markdown `](/api/…)`, JSX `href="/cli/…"`
 * (also `href={'…'}`), and `<…>` autolinks. The `#hash` and `?query` are dropped.
 */
export function sectionLinks(source: string): Link[] {
  const text = blankCode(source);
  const links: Link[] = [];
  const patterns = [
    /\]\(\s*<?(\/(?:api|cli)(?:[/#?][^)\s>]*)?)>?(?:\s+"[^"]*")?\s*\)/g,
    /href=\{?\s*["'`](\/(?:api|cli)(?:[/#?][^"'`]*)?)["'`]\s*\}?/g,
    /^\[[^\]]+\]:\s*<?(\/(?:api|cli)(?:[/#?]\S*)?)>?/gm,
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const line = text.slice(0, m.index).split('\n').length;
      links.push({ route: m[1].replace(/[#?].*$/, '').replace(/\/$/, '') || '/', line });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

/** Checks one docs page. `file` is only used in the problems it returns. */
export function checkDocPage(file: string, source: string, ctx: ConsistencyContext): Problem[] {
  const problems: Problem[] = [];
  const add = (line: number, message: string) => problems.push({ file, line, message });

  let fm: Frontmatter | undefined;
  try {
    fm = parseFrontmatter(file, source);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    add(Number(/\d+/.exec(error.place)?.[0] ?? 1), `${error.reason}; ${error.fix}`);
  }
  if (fm && !fm.present) add(1, 'no frontmatter; start the page with --- title: … description: … ---');
  else if (fm) {
    const description = fm.data.description;
    if (typeof description !== 'string' || description.trim() === '')
      add(1, 'frontmatter has no description; add `description:` with one sentence about the page');
  }

  for (const block of extractCodeBlocks(source)) {
    if (!block.lang) {
      add(block.line, 'code block has no language; write it after the fence, e.g. ```bash, ```json or ```text');
      continue;
    }
    for (const line of sandShellLines(block)) {
      const reasons = ctx.checkCommandLine(line.text);
      if (reasons.length > 0)
        add(
          block.codeLine + line.lineOffset,
          `\`${oneLine(line.text)}\` does not match cli-spec/sand.json: ${reasons.join('; ')}`,
        );
    }
  }

  for (const link of sectionLinks(source)) {
    if (!ctx.routeExists(link.route))
      add(link.line, `link to ${link.route} resolves to no generated page; run \`npm run gen\` or fix the link`);
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** The docs pages the consistency rules cover: `content/index.mdx` and all of `content/docs/**`. */
export function docsPageFiles(root: string): string[] {
  const files: string[] = [];
  const index = path.join(root, 'content/index.mdx');
  if (fs.existsSync(index)) files.push(index);
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, 'content/docs'));
  return files;
}

/** Whether `route` is a page of the content tree under `contentDir` (`x.mdx`, `x.md`, `x/index.mdx`…). */
export function contentRouteExists(
  contentDir: string,
  route: string,
  publicDir = path.join(contentDir, '..', 'public'),
): boolean {
  const rel = route.replace(/^\/+/, '');
  const candidates = ['.mdx', '.md', '/index.mdx', '/index.md'].map((ext) => path.join(contentDir, rel + ext));
  // Or a file the site serves as it is from its root (the API changelog's feed, the downloads).
  return (
    candidates.some((file) => fs.existsSync(file)) ||
    (rel !== '' && fs.statSync(path.join(publicDir, rel), { throwIfNoEntry: false })?.isFile() === true)
  );
}

/** Runs every check over the docs of the repository at `root`. */
export function checkDocs(root: string, ctx: ConsistencyContext): Problem[] {
  return docsPageFiles(root).flatMap((full) =>
    checkDocPage(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'), ctx),
  );
}
