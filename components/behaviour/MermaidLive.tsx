'use client';
import { useRef } from 'react';
import { LazyPart } from './LazyPart';
import { useInView } from './use-in-view';

const loadDiagram = () => import('./MermaidDiagram');

/**
 * Draws a diagram in the browser, for a diagram `npm run gen` has not drawn yet (a writer's new
 * diagram under `next dev`; see Mermaid.tsx). The
 * renderer (mermaid itself, the largest package a page could load) loads only once the diagram scrolls into view, inside a
 * `LazyPart`, so a failed download shows an error box with Retry instead of an empty space.
 */
export function MermaidLive({ chart }: { chart: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  return (
    <div ref={ref} className="sg-mermaid">
      {visible ? <LazyPart load={loadDiagram} props={{ chart }} label="This diagram" /> : null}
    </div>
  );
}
