'use client';
import { useRef } from 'react';
import { LazyPart } from './LazyPart';
import { useInView } from './use-in-view';

const loadDiagram = () => import('./MermaidDiagram');

/**
 * Stands in for the theme's ```mermaid renderer (next.config.mjs aliases the module). The
 * renderer (mermaid itself, ~1 MB) loads only once the diagram scrolls into view, inside a
 * `LazyPart`, so a failed download shows an error box with Retry instead of an empty space.
 */
export function Mermaid({ chart }: { chart: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  return (
    <div ref={ref} className="sg-mermaid">
      {visible ? <LazyPart load={loadDiagram} props={{ chart }} label="This diagram" /> : null}
    </div>
  );
}
