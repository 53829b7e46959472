/**
 * The yardstick for "our code adds under 20 kB": a one-page site on the same Nextra docs theme
 * with nothing of ours (default navbar, footer and MDX components), built with the same
 * versions, so the JS a page of ours loads can be compared with what the theme alone loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measure } from './measure.ts';

export const BARE_THEME_DIR = '.bench-bare-theme';

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

/** Writes the bare site under `root` and builds it; returns its `out/` directory. */
export async function buildBareTheme(root: string): Promise<{ outDir: string; seconds: number }> {
  const dir = path.join(root, BARE_THEME_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const next = path.resolve(root, 'node_modules/.bin/next');
  const build = await measure('sh', ['-c', `cd "${dir}" && "${next}" build`], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  return { outDir: path.join(dir, 'out'), seconds: build.seconds };
}

export function removeBareTheme(root: string): void {
  fs.rmSync(path.join(root, BARE_THEME_DIR), { recursive: true, force: true });
}
