/**
 * Draws Mermaid diagrams as SVG images at `npm run gen` time, in Chromium (Mermaid measures text in
 * a browser), once per colour theme; pages then show images instead of loading the renderer
 * (~220 kB gzip) and drawing on the reader's main thread (1.8 s of blocking on a phone, README).
 * A diagram already drawn under its key is reused from disk, so only a new or changed diagram
 * needs the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createMermaidRenderer, type RenderResult } from 'mermaid-isomorphic';
import type { MermaidConfig } from 'mermaid';
import { SpecError } from '../lib/errors.ts';
import type { FileRecord } from '../lib/files.ts';
import { DIAGRAMS_MANIFEST, type DiagramManifest } from '../../shared/diagram-key.ts';
import { diagramAlt, type DiagramSource } from './find.ts';

export const THEMES = { light: 'default', dark: 'dark' } as const;
type Theme = keyof typeof THEMES;

/**
 * Text as SVG text (an image cannot hold HTML labels), in Arial: Debian's Arial is Liberation Sans,
 * metric-compatible, so text measured here fits where it is shown. Mermaid's dark theme puts edge
 * labels (#ccc) on #585858, 4.4:1; on #404040 they are 6.5:1.
 */
const config = (theme: Theme): MermaidConfig => ({
  theme: THEMES[theme],
  fontFamily: 'arial,sans-serif',
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  ...(theme === 'dark' ? { themeVariables: { edgeLabelBackground: '#404040' } } : {}),
});

/**
 * The SVG as a standalone image: its drawn size as width and height (Mermaid writes
 * `width="100%"` and a max-width style, which size it inside a page, not as an image file).
 */
export function asImage(svg: string, width: number, height: number): string {
  return svg.replace(/^<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\swidth="[^"]*"/, '')
      .replace(/\sheight="[^"]*"/, '')
      .replace(/\sstyle="max-width:[^"]*"/, '')
      .replace(/^<svg/, `<svg width="${width}" height="${height}"`),
  );
}

type Render = (sources: string[], theme: Theme) => Promise<PromiseSettledResult<RenderResult>[]>;

function browserRender(executablePath: string): Render {
  const renderer = createMermaidRenderer({ launchOptions: { executablePath } });
  return (sources, theme) => renderer(sources, { mermaidConfig: config(theme), prefix: `sg-${theme}` });
}

/** The images and manifest already in `dir` for `keys`, when all of a key's files are there. */
function drawnBefore(dir: string): { manifest: DiagramManifest; file(name: string): string | undefined } {
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : undefined);
  let manifest: DiagramManifest = {};
  try {
    manifest = JSON.parse(read(DIAGRAMS_MANIFEST) ?? '{}');
  } catch {
    // An unreadable list is redrawn.
  }
  return { manifest, file: read };
}

/**
 * The files of `public/diagrams/`: `<key>.light.svg`, `<key>.dark.svg` per distinct diagram and
 * `diagrams.json` (size and text alternative by key). Every diagram needs an `accTitle`.
 */
export async function diagramRecords(diagrams: DiagramSource[], dir: string, executablePath: string, render: Render = browserRender(executablePath)): Promise<FileRecord[]> {
  const unique = [...new Map(diagrams.map((d) => [d.key, d])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  for (const diagram of unique) {
    if (!diagramAlt(diagram.source)) {
      throw new SpecError(diagram.file, `line ${diagram.line}`, 'this Mermaid diagram has no accTitle, which pages show as its text alternative', 'add a line `accTitle: What the diagram shows` (and `accDescr: …` for the detail) inside the diagram');
    }
  }
  const before = drawnBefore(dir);
  const manifest: DiagramManifest = {};
  const records: FileRecord[] = [];
  const toDraw = unique.filter((d) => !(before.manifest[d.key] && before.file(`${d.key}.light.svg`) && before.file(`${d.key}.dark.svg`)));
  for (const diagram of unique) {
    if (toDraw.includes(diagram)) continue;
    manifest[diagram.key] = { ...before.manifest[diagram.key], alt: diagramAlt(diagram.source)! };
    for (const theme of Object.keys(THEMES)) records.push({ path: `${diagram.key}.${theme}.svg`, content: before.file(`${diagram.key}.${theme}.svg`)! });
  }
  if (toDraw.length > 0) {
    for (const theme of Object.keys(THEMES) as Theme[]) {
      let results: PromiseSettledResult<RenderResult>[];
      try {
        results = await render(toDraw.map((d) => d.source), theme);
      } catch (error) {
        const first = toDraw[0];
        throw new SpecError(first.file, `line ${first.line}`, `${toDraw.length} new or changed Mermaid diagram${toDraw.length === 1 ? '' : 's'} must be drawn, and Chromium (${executablePath}) could not run: ${(error as Error).message.split('\n')[0]}`, 'install Chromium (`apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium, then run `npm run gen` again');
      }
      results.forEach((result, i) => {
        const diagram = toDraw[i];
        if (result.status === 'rejected') {
          const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
          // Mermaid counts lines from the diagram's first; the fence is the line before it.
          const inDiagram = /\bon line (\d+)/.exec(reason)?.[1];
          const place = inDiagram ? `line ${diagram.line + Number(inDiagram)}` : `line ${diagram.line}`;
          throw new SpecError(diagram.file, place, `the Mermaid diagram does not draw: ${reason.split('\n').slice(0, 3).join(' ')}`, 'correct the diagram (Mermaid syntax), then run `npm run gen` again');
        }
        const width = Math.ceil(result.value.width);
        const height = Math.ceil(result.value.height);
        if (theme === 'light') manifest[diagram.key] = { width, height, alt: diagramAlt(diagram.source)! };
        records.push({ path: `${diagram.key}.${theme}.svg`, content: asImage(result.value.svg, width, height) + '\n' });
      });
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  records.push({ path: DIAGRAMS_MANIFEST, content: JSON.stringify(sorted, null, 2) + '\n' });
  return records.sort((a, b) => (a.path < b.path ? -1 : 1));
}
