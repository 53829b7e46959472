/**
 * `/llms.txt` (the llmstxt.org format: title, summary, then sections of links) and
 * `/llms-full.txt` (the docs pages' twins in sidebar order, the API and CLI twins inlined too
 * while the whole file stays under `FULL_MAX_BYTES`, else linked).
 */
import { heading, link, list, paragraph, text, toMarkdown, blockquote, type Inline } from './markdown.ts';

export interface TwinEntry {
  route: string;
  /** URL path of the twin: `/docs/x.md`. */
  twinPath: string;
  title: string;
  description?: string;
  markdown: string;
  /** What llms-full.txt inlines instead of `markdown`, when shorter (an operation with its curl sample only). */
  fullMarkdown?: string;
}

export type LlmsSection = 'Docs' | 'API' | 'CLI' | 'Optional';
const FULL_MAX_BYTES = 1_000_000;

/** Which llms.txt section a page belongs to; tag listings are optional reading. */
export function sectionOf(route: string): LlmsSection {
  if (route === '/api' || route.startsWith('/api/')) return 'API';
  if (route === '/cli' || route.startsWith('/cli/')) return 'CLI';
  if (route === '/tags' || route.startsWith('/tags/')) return 'Optional';
  return 'Docs';
}

const SECTION_ORDER: LlmsSection[] = ['Docs', 'API', 'CLI', 'Optional'];

/**
 * Whether llms.txt lists a page. A tag's page only lists pages llms.txt already lists, and one
 * line per tag (about fifty) would crowd the file: the tag index (`/tags`) stands for them all.
 * Their twins are still served.
 */
const listedInLlmsTxt = (route: string): boolean => !route.startsWith('/tags/');

function entryItem(entry: TwinEntry): Inline[] {
  return [
    link(entry.twinPath, text(entry.title)),
    ...(entry.description ? [text(`: ${entry.description.replace(/\s+/g, ' ').trim()}`)] : []),
  ];
}

/** `entries` in reading order (docs in sidebar order, then the rest as given). */
export function renderLlmsTxt(site: { title: string; description: string }, entries: TwinEntry[]): string {
  const blocks = [
    heading(1, text(site.title)),
    blockquote(paragraph(text(site.description))),
    paragraph(
      text('Every page of this site is also served as Markdown at its URL plus ".md", listed below. '),
      link('/llms-full.txt', text('llms-full.txt')),
      text(' holds the docs pages in one file.'),
    ),
  ];
  for (const section of SECTION_ORDER) {
    const inSection = entries.filter((e) => listedInLlmsTxt(e.route) && sectionOf(e.route) === section);
    if (inSection.length) blocks.push(heading(2, text(section)), list(inSection.map(entryItem)));
  }
  return toMarkdown(blocks);
}

export interface LlmsFull {
  content: string;
  /** Whether the API and CLI twins are inlined (true) or linked (false). */
  inlinedReference: boolean;
}

const SEPARATOR = '\n---\n\n';

export function renderLlmsFull(
  site: { title: string; description: string },
  entries: TwinEntry[],
  maxBytes = FULL_MAX_BYTES,
): LlmsFull {
  const source = (entry: TwinEntry) =>
    toMarkdown([paragraph(text('Source: '), link(entry.twinPath))]) + '\n' + (entry.fullMarkdown ?? entry.markdown);
  const intro = toMarkdown([heading(1, text(site.title)), blockquote(paragraph(text(site.description)))]);
  const docs = entries.filter((e) => sectionOf(e.route) === 'Docs');
  const reference = entries.filter((e) => sectionOf(e.route) === 'API' || sectionOf(e.route) === 'CLI');
  const whole = [intro, ...[...docs, ...reference].map(source)].join(SEPARATOR);
  if (Buffer.byteLength(whole) <= maxBytes) return { content: whole, inlinedReference: true };
  const links = toMarkdown([
    heading(1, text('API and CLI reference')),
    paragraph(text('Each reference page is a Markdown file of its own (whole, they would pass 1 MB):')),
    ...(['API', 'CLI'] as const).flatMap((section) => [
      heading(2, text(section)),
      list(reference.filter((e) => sectionOf(e.route) === section).map(entryItem)),
    ]),
  ]);
  return { content: [intro, ...docs.map(source), links].join(SEPARATOR), inlinedReference: false };
}
