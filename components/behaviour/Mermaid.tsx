import manifest from '../../public/diagrams/diagrams.json';
import { diagramImagePath, diagramKey, type DiagramManifest } from '../../shared/diagram-key';
import { MermaidLive } from './MermaidLive';

const drawn: DiagramManifest = manifest;

/**
 * Stands in for the theme's ```mermaid renderer (next.config.mjs aliases the module). A diagram is
 * an image `npm run gen` drew (scripts/diagrams/), one per colour theme, with the diagram's
 * `accTitle` and `accDescr` as its text: no renderer to download, nothing drawn on the reader's
 * main thread. A diagram not drawn yet (a writer's new one under `next dev`) is drawn in the
 * browser; the production build refuses it, so the exported site never depends on that.
 */
export function Mermaid({ chart }: { chart: string }) {
  // The theme's remark plugin passes line breaks escaped.
  const source = chart.replaceAll('\\n', '\n');
  const key = diagramKey(source);
  const image = drawn[key];
  if (!image) {
    if (process.env.NODE_ENV === 'production') {
      throw new Error(`a Mermaid diagram (key ${key}, starting "${source.split('\n')[0]}") has no image: run \`npm run gen\` (it draws diagrams in Chromium) and commit public/diagrams/`);
    }
    return <MermaidLive chart={chart} />;
  }
  return (
    <figure className="sg-diagram">
      {(['light', 'dark'] as const).map((theme) => (
        // A plain img: the file is already the drawn size, and next/image cannot optimise an export.
        // eslint-disable-next-line @next/next/no-img-element
        <img key={theme} className={`sg-diagram-${theme}`} src={diagramImagePath(key, theme)} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      ))}
    </figure>
  );
}
