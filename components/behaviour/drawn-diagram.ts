import manifest from '../../public/diagrams/diagrams.json';
import {
  DIAGRAM_THEMES,
  diagramImagePath,
  diagramKey,
  type DiagramImage,
  type DiagramManifest,
  type DiagramTheme,
} from '../../shared/diagram-key';

const drawn: DiagramManifest = manifest;

export interface DrawnDiagram extends DiagramImage {
  /** The image of each colour theme. */
  src: Record<DiagramTheme, string>;
}

/**
 * The images `npm run gen` drew for the diagram whose source the theme's remark plugin passes
 * (`chart`, line breaks escaped), or null when it has none yet, which only a development server
 * accepts: a production build fails naming the fix.
 */
export function drawnDiagram(chart: string, production = process.env.NODE_ENV === 'production'): DrawnDiagram | null {
  const source = chart.replaceAll('\\n', '\n');
  const key = diagramKey(source);
  const image = drawn[key];
  if (image)
    return {
      ...image,
      src: Object.fromEntries(
        DIAGRAM_THEMES.map((theme) => [theme, diagramImagePath(key, theme)]),
      ) as DrawnDiagram['src'],
    };
  if (production) {
    throw new Error(
      `a Mermaid diagram (key ${key}, starting "${source.split('\n')[0]}") has no image: run \`npm run gen\` (it draws diagrams in Chromium) and commit public/diagrams/`,
    );
  }
  return null;
}
