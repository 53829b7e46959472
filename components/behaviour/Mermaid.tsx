import { DIAGRAM_THEMES } from '../../shared/diagram-key';
import { drawnDiagram } from './drawn-diagram';
import { MermaidLive } from './MermaidLive';

/**
 * Stands in for the theme's ```mermaid renderer (next.config.mjs aliases the module). A diagram is
 * an image `npm run gen` drew (generator/diagrams/), one per colour theme, with the diagram's
 * `accTitle` and `accDescr` as its text: no renderer to download, nothing drawn on the reader's
 * main thread. A diagram not drawn yet (a writer's new one under `npm run dev`) is drawn in the
 * browser, with mermaid from the dev script's server (its port is read when the page renders, as the
 * root layout reads it); the production build refuses it, so the exported site never depends on that.
 */
export function Mermaid({ chart }: { chart: string }) {
  const diagram = drawnDiagram(chart);
  if (!diagram)
    return (
      <MermaidLive
        chart={chart}
        devServerPort={process.env.NODE_ENV === 'development' ? process.env.SG_DEV_STATUS_PORT : undefined}
      />
    );
  return (
    <figure className="sg-diagram">
      {DIAGRAM_THEMES.map((theme) => (
        // The image links to itself: a wide diagram shrinks to the column, and a phone can open it
        // full size. A plain img: the file is already the drawn size, and next/image cannot
        // optimise an export.
        <a key={theme} className={`sg-diagram-${theme}`} href={diagram.src[theme]}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={diagram.src[theme]}
            alt={diagram.alt}
            width={diagram.width}
            height={diagram.height}
            loading="lazy"
            decoding="async"
          />
        </a>
      ))}
    </figure>
  );
}
