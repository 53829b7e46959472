/**
 * The yardstick for "our code adds under 20 kB": a one-page site on the same Nextra docs theme
 * with nothing of ours (default navbar, footer and MDX components), built with the same
 * versions, so the JS a page of ours loads can be compared with what the theme alone loads.
 * A second one (`--same-content`) shows our pages' Markdown twins on that theme, so a page of
 * ours can also be compared with the same text and sidebar without our code. The same site under
 * `next dev` is the writers' loop's yardstick (bench/dev-loop.ts), kept in a folder of its own so
 * its bundler cache stays warm from one bench run to the next.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measure } from './measure.ts';

const BARE_THEME_DIR = '.bench-bare-theme';

const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': `import nextra from 'nextra';
export default nextra({})({ output: 'export', images: { unoptimized: true } });
`,
  'mdx-components.js': `import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
const themeComponents = getThemeComponents();
export function useMDXComponents(components) {
  return { ...themeComponents, ...components };
}
`,
  'app/layout.jsx': `import { Footer, Layout, Navbar } from 'nextra-theme-docs';
import { Head } from 'nextra/components';
import { getPageMap } from 'nextra/page-map';
import 'nextra-theme-docs/style.css';

export const metadata = { title: 'Bare theme' };

export default async function RootLayout({ children }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <Head />
      <body>
        <Layout navbar={<Navbar logo={<b>Docs</b>} />} footer={<Footer>Footer</Footer>} pageMap={await getPageMap()}>
          {children}
        </Layout>
      </body>
    </html>
  );
}
`,
  'app/[[...mdxPath]]/page.jsx': `import { generateStaticParamsFor, importPage } from 'nextra/pages';
import { useMDXComponents as getMDXComponents } from '../../mdx-components';

export const generateStaticParams = generateStaticParamsFor('mdxPath');

export async function generateMetadata(props) {
  const params = await props.params;
  const { metadata } = await importPage(params.mdxPath);
  return metadata;
}

const Wrapper = getMDXComponents().wrapper;

export default async function Page(props) {
  const params = await props.params;
  const { default: MDXContent, toc, metadata, sourceCode } = await importPage(params.mdxPath);
  return (
    <Wrapper toc={toc} metadata={metadata} sourceCode={sourceCode}>
      <MDXContent {...props} params={params} />
    </Wrapper>
  );
}
`,
  'content/index.mdx': `# Bare theme

A page with a heading, a paragraph and a code block.

## Section

\`\`\`bash
echo hello
\`\`\`
`,
  'content/other.mdx': '# Another page\n\nSo the sidebar has two entries.\n',
};

/** Where the bare theme runs under `next dev` for the writers' loop; kept between runs (its `.next/dev`). */
export const BARE_DEV_DIR = '.bench-bare-dev';
/** The same bare site with our edited MDX page's text as a second page (the dev bench's information line). */
export const BARE_SAME_PAGE_DIR = '.bench-bare-dev-page';
/** The bare site's MDX page a save edits, and its route. */
export const BARE_PAGE = { file: 'content/index.mdx', route: '/' } as const;

/** Where the bare theme showing our pages' Markdown twins is built (`--same-content`). */
export const BARE_SAME_CONTENT_DIR = '.bench-bare-content';

/**
 * The sections as the bare theme's own navbar pages, each with its sidebar, as ours has: without
 * this the theme puts every page in one sidebar (740 elements on every page instead of 136–498).
 */
const SECTIONS_META = `export default {
  docs: { type: 'page', title: 'Docs' },
  api: { type: 'page', title: 'API' },
  cli: { type: 'page', title: 'CLI' },
};
`;

/** Every Markdown twin (`x.md` beside `x.html`) of an export, as paths relative to it. */
export function twinFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && fs.existsSync(path.join(outDir, file.replace(/\.md$/, '.html'))))
    .sort();
}

/** The bare site's files: the theme alone; with `twinsOf`, each page of that export as its Markdown twin instead of the two pages. */
export function bareThemeFiles(twinsOf?: string): Record<string, string> {
  const theme = Object.fromEntries(Object.entries(FILES).filter(([file]) => !twinsOf || !file.startsWith('content/')));
  if (!twinsOf) return theme;
  const twins = twinFiles(twinsOf);
  if (twins.length === 0)
    throw new Error(
      `${twinsOf}: no Markdown twins (x.md beside x.html) to show on the bare theme; run \`npm run build\`, which writes them`,
    );
  const pages = Object.fromEntries(
    twins.map((file) => [path.join('content', file), fs.readFileSync(path.join(twinsOf, file), 'utf8')]),
  );
  return { ...theme, ...pages, 'content/_meta.js': SECTIONS_META };
}

/**
 * Writes `files` under `dir`, leaving a file whose text is already that alone (so a kept bundler
 * cache is not invalidated); a page under `content/` that `files` does not name is removed.
 */
export function writeBareTheme(dir: string, files: Record<string, string>): void {
  // A page an earlier run wrote and this one does not would stay in the site (and its sidebar).
  const contentDir = path.join(dir, 'content');
  for (const file of fs.existsSync(contentDir)
    ? fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    : []) {
    const relative = path.join('content', file);
    if (!(relative in files) && fs.statSync(path.join(dir, relative)).isFile()) fs.rmSync(path.join(dir, relative));
  }
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

/**
 * Writes the bare site under `root` and builds it; returns its `out/` directory. With
 * `twinsOf` (an export of ours), the yardstick of the same content: the theme, with nothing of
 * ours, showing every page of ours through its Markdown twin.
 */
export async function buildBareTheme(root: string, twinsOf?: string): Promise<{ outDir: string; seconds: number }> {
  const dir = path.join(root, twinsOf ? BARE_SAME_CONTENT_DIR : BARE_THEME_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  writeBareTheme(dir, bareThemeFiles(twinsOf));
  const next = path.resolve(root, 'node_modules/.bin/next');
  const build = await measure('sh', ['-c', `cd "${dir}" && "${next}" build`], {
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { outDir: path.join(dir, 'out'), seconds: build.seconds };
}

export function removeBareTheme(root: string, dir = BARE_THEME_DIR): void {
  fs.rmSync(path.join(root, dir), { recursive: true, force: true });
}
