/**
 * The name of a Mermaid diagram's pre-rendered images: a hash of its source, so the page that shows
 * the diagram (`components/behaviour/Mermaid.tsx`) and `npm run gen`, which draws it, agree without
 * a list of their own. Line ends are normalised; any other change to the source is a new diagram.
 */
import { createHash } from 'node:crypto';

export const diagramKey = (source: string) =>
  createHash('sha256').update(source.replace(/\r\n?/g, '\n')).digest('hex').slice(0, 16);

/** Where `npm run gen` writes the images and their list, and the URL path they are served under. */
export const DIAGRAMS_DIR = 'public/diagrams';
export const DIAGRAMS_URL = '/diagrams';
export const DIAGRAMS_MANIFEST = 'diagrams.json';

/** What a page needs to show one pre-rendered diagram. */
export interface DiagramImage {
  width: number;
  height: number;
  /** The text alternative: the diagram's `accTitle`, then its `accDescr`. */
  alt: string;
}

/** `diagrams.json`: each image's facts by key, with what drew it (`npm run gen` redraws on a change). */
export type DiagramManifest = Record<string, DiagramImage & { drawnWith: string }>;

/** The colour themes a diagram is drawn in, one image each. */
export const DIAGRAM_THEMES = ['light', 'dark'] as const;
export type DiagramTheme = (typeof DIAGRAM_THEMES)[number];

/** One image's file name in `DIAGRAMS_DIR`, and the path it is served at. */
export const diagramFileName = (key: string, theme: DiagramTheme) => `${key}.${theme}.svg`;
export const diagramImagePath = (key: string, theme: DiagramTheme) => `${DIAGRAMS_URL}/${diagramFileName(key, theme)}`;
