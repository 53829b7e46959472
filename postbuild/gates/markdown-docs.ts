/**
 * The Markdown files of the export (the pages' twins, `llms.txt`, `llms-full.txt`) as the link
 * check sees them: every link, image and link definition a Markdown parser finds in them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { PageScan } from './scan-page.ts';

const parser = unified().use(remarkParse).use(remarkGfm);
const MARKDOWN_ROOT_FILES = ['llms.txt', 'llms-full.txt'];

export function scanMarkdown(markdown: string): PageScan {
  const links: PageScan['links'] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      links.push({ source: `markdown ${node.type}`, url: node.url });
    if ('children' in node) node.children.forEach(visit);
  };
  visit(parser.parse(markdown));
  return { links, anchors: new Set(), head: { icons: [] } };
}

/** Every `.md` file under `dir` and the llms files at its root, scanned, keyed by relative path. */
export function readMarkdownDocs(dir: string): Map<string, PageScan> {
  const docs = new Map<string, PageScan>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !entry.name.startsWith('_')) walk(child);
      else if (
        entry.isFile() &&
        (entry.name.endsWith('.md') || (relative === '' && MARKDOWN_ROOT_FILES.includes(entry.name)))
      ) {
        docs.set(child, scanMarkdown(fs.readFileSync(path.join(dir, child), 'utf8')));
      }
    }
  };
  walk('');
  return new Map([...docs].sort(([a], [b]) => (a < b ? -1 : 1)));
}
