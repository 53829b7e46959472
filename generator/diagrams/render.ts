/**
 * Draws Mermaid diagrams as SVG images at `npm run gen` time, in Chromium (Mermaid measures text in
 * a browser), once per colour theme; pages then show images instead of loading the renderer and
 * drawing on the reader's main thread (docs/performance-log.md, "Kept for speed").
 * A diagram already drawn under its key, with the same Mermaid and settings, is reused from disk,
 * so only a new or changed diagram needs the browser.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderResult } from 'mermaid-isomorphic';
import type { MermaidConfig } from 'mermaid';
import { SpecError } from '../lib/errors.ts';
import type { FileRecord } from '../lib/files.ts';
import {
  DIAGRAM_THEMES,
  DIAGRAMS_MANIFEST,
  diagramFileName,
  type DiagramManifest,
  type DiagramTheme,
} from '../../shared/diagram-key.ts';
import { diagramAlt, type DiagramSource } from './find.ts';

/** Mermaid's theme for each of the site's colour themes. */
const MERMAID_THEMES: Record<DiagramTheme, 'default' | 'dark'> = { light: 'default', dark: 'dark' };

/**
 * Text as SVG text (an image cannot hold HTML labels), in Arial: Debian's Arial is Liberation Sans,
 * metric-compatible, so text measured here fits where it is shown. Mermaid's dark theme puts edge
 * labels (#ccc) on #585858, 4.4:1; on #404040 they are 6.5:1.
 */
const config = (theme: DiagramTheme): MermaidConfig => ({
  theme: MERMAID_THEMES[theme],
  fontFamily: 'arial,sans-serif',
  // Some shapes (the stadium's rounded ends) are drawn with random jitter: a fixed seed draws a
  // diagram the same every time.
  handDrawnSeed: 1,
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  ...(theme === 'dark' ? { themeVariables: { edgeLabelBackground: '#404040' } } : {}),
});

const packageVersion = (packageJson: string) =>
  (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;

/**
 * What a drawing depends on besides its source: the versions of Mermaid and of the package that
 * runs it, and the settings above. A diagram listed with another value is drawn again, so an
 * upgrade or a changed setting redraws every diagram without anyone deleting files.
 */
export const DRAWN_WITH = createHash('sha256')
  .update(
    JSON.stringify({
      mermaid: packageVersion(createRequire(import.meta.url).resolve('mermaid/package.json')),
      // Its package.json is not exported: found beside its entry point (dist/).
      mermaidIsomorphic: packageVersion(
        path.join(path.dirname(fileURLToPath(import.meta.resolve('mermaid-isomorphic'))), '..', 'package.json'),
      ),
      settings: DIAGRAM_THEMES.map(config),
    }),
  )
  .digest('hex')
  .slice(0, 12);

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

/** Draws one diagram; rejects when the browser cannot run, settles rejected when the diagram does not draw. */
type Render = (source: string, theme: DiagramTheme, key: string) => Promise<PromiseSettledResult<RenderResult>>;

function browserRender(executablePath: () => string): Render {
  // Loaded at the first drawing: the renderer and the browser driver it loads take half a second
  // to import, and most runs draw nothing (every diagram drawn before).
  let renderer: Promise<ReturnType<typeof import('mermaid-isomorphic').createMermaidRenderer>> | undefined;
  // One call per diagram, all at once (they share the browser): element ids then come from the
  // diagram's key, not from its place among those drawn together, so a file is the same however
  // many diagrams are redrawn with it.
  return async (source, theme, key) => {
    renderer ??= import('mermaid-isomorphic').then(({ createMermaidRenderer }) =>
      createMermaidRenderer({ launchOptions: { executablePath: executablePath() } }),
    );
    return (await (await renderer)([source], { mermaidConfig: config(theme), prefix: `sg-${theme}-${key}` }))[0];
  };
}

/**
 * What `dir` already holds for a diagram: its manifest entry and both images, or undefined when any
 * of them is missing or they were drawn with other versions or settings (then it is drawn again).
 */
function drawnBefore(
  dir: string,
  drawnWith: string,
): (key: string) => { image: DiagramManifest[string]; files: string[] } | undefined {
  const read = (name: string) =>
    fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : undefined;
  let manifest: DiagramManifest = {};
  try {
    manifest = JSON.parse(read(DIAGRAMS_MANIFEST) ?? '{}');
  } catch {
    // An unreadable list is redrawn.
  }
  return (key) => {
    const files = DIAGRAM_THEMES.map((theme) => read(diagramFileName(key, theme)));
    return manifest[key]?.drawnWith === drawnWith && files.every((file) => file !== undefined)
      ? { image: manifest[key], files: files as string[] }
      : undefined;
  };
}

/**
 * The files of `public/diagrams/`: `<key>.light.svg`, `<key>.dark.svg` per distinct diagram and
 * `diagrams.json` (size and text alternative by key). Every diagram needs an `accTitle`.
 */
export async function diagramRecords(
  diagrams: DiagramSource[],
  dir: string,
  executablePath: () => string,
  render: Render = browserRender(executablePath),
  drawnWith = DRAWN_WITH,
): Promise<FileRecord[]> {
  const unique = [...new Map(diagrams.map((d) => [d.key, d])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  const withAlt = unique.map((diagram) => {
    const alt = diagramAlt(diagram.source);
    if (!alt) {
      throw new SpecError(
        diagram.file,
        `line ${diagram.line}`,
        'this Mermaid diagram has no accTitle, which pages show as its text alternative',
        'add a line `accTitle: What the diagram shows` (and `accDescr: …` for the detail) inside the diagram',
      );
    }
    return { ...diagram, alt };
  });
  const reusable = drawnBefore(dir, drawnWith);
  const manifest: DiagramManifest = {};
  const records: FileRecord[] = [];
  const toDraw: typeof withAlt = [];
  for (const diagram of withAlt) {
    const before = reusable(diagram.key);
    if (!before) {
      toDraw.push(diagram);
      continue;
    }
    // The text alternative follows the source even when the drawing is reused.
    manifest[diagram.key] = { ...before.image, alt: diagram.alt };
    DIAGRAM_THEMES.forEach((theme, i) =>
      records.push({ path: diagramFileName(diagram.key, theme), content: before.files[i] }),
    );
  }
  if (toDraw.length > 0) {
    for (const theme of DIAGRAM_THEMES) {
      let results: PromiseSettledResult<RenderResult>[];
      try {
        results = await Promise.all(toDraw.map((d) => render(d.source, theme, d.key)));
      } catch (error) {
        const first = toDraw[0];
        throw new SpecError(
          first.file,
          `line ${first.line}`,
          `${toDraw.length} new or changed Mermaid diagram${toDraw.length === 1 ? '' : 's'} must be drawn, and Chromium (${executablePath()}) could not run: ${(error as Error).message.split('\n')[0]}`,
          'install Chromium (`apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium, then run `npm run gen` again',
        );
      }
      results.forEach((result, i) => {
        const diagram = toDraw[i];
        if (result.status === 'rejected') {
          const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
          // Mermaid counts lines from the diagram's first; the fence is the line before it.
          const inDiagram = /\bon line (\d+)/.exec(reason)?.[1];
          const place = inDiagram ? `line ${diagram.line + Number(inDiagram)}` : `line ${diagram.line}`;
          throw new SpecError(
            diagram.file,
            place,
            `the Mermaid diagram does not draw: ${reason.split('\n').slice(0, 3).join(' ')}`,
            'correct the diagram (Mermaid syntax), then run `npm run gen` again',
          );
        }
        const width = Math.ceil(result.value.width);
        const height = Math.ceil(result.value.height);
        if (theme === 'light') manifest[diagram.key] = { width, height, alt: diagram.alt, drawnWith };
        records.push({
          path: diagramFileName(diagram.key, theme),
          content: asImage(result.value.svg, width, height) + '\n',
        });
      });
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  records.push({ path: DIAGRAMS_MANIFEST, content: JSON.stringify(sorted, null, 2) + '\n' });
  return records.sort((a, b) => (a.path < b.path ? -1 : 1));
}
