/**
 * The Mermaid diagrams of the hand-written pages: every ```mermaid block under content/ outside
 * the folders generators own. Pure but for reading the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks } from '../docs/code-blocks.ts';
import { diagramKey } from '../../shared/diagram-key.ts';

export interface DiagramSource {
  /** The MDX file, relative to the repository (for messages). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  source: string;
  key: string;
}

/** The diagrams of one MDX file's text. */
export function diagramsOf(file: string, text: string): DiagramSource[] {
  return extractCodeBlocks(text)
    .filter((block) => block.lang === 'mermaid')
    .map((block) => ({ file, line: block.line, source: block.code, key: diagramKey(block.code) }));
}

/** Every diagram under `contentDir`, files in name order, skipping the `generated` folders. */
export function findDiagrams(contentDir: string, generated: readonly string[]): DiagramSource[] {
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => /\.mdx?$/.test(rel) && !generated.includes(rel.split('/')[0]))
    .sort()
    .flatMap((rel) => diagramsOf(`${contentDir}/${rel}`, fs.readFileSync(path.join(contentDir, rel), 'utf8')));
}

/**
 * A diagram's text alternative from its `accTitle` and `accDescr` lines (Mermaid's own
 * accessibility fields), or undefined when it has no title.
 */
export function diagramAlt(source: string): string | undefined {
  const title = /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
  if (!title) return undefined;
  const single = /^\s*accDescr\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
  const block = /^\s*accDescr\s*\{([\s\S]*?)\}/m.exec(source)?.[1];
  const description = (single ?? block ?? '').replace(/\s+/g, ' ').trim();
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  return description ? `${sentence(title)} ${sentence(description)}` : title;
}
