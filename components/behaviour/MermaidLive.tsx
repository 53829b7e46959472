'use client';
import { useCallback, useRef } from 'react';
import type { ComponentType } from 'react';
import type MermaidApi from 'mermaid';
import { DEV_MERMAID_ENTRY, DEV_MERMAID_PATH, devServerUrl } from '../../shared/dev-status';
import { LazyPart } from './LazyPart';
import { useInView } from './use-in-view';
import { MermaidDiagram } from './MermaidDiagram';

type Mermaid = typeof MermaidApi;

/**
 * Mermaid's own browser build, from `npm run dev`'s status server at the page's host: a native
 * import the bundler leaves alone, so no route compiles mermaid (tools/dev/status-server.ts).
 */
async function loadMermaid(port: string | undefined): Promise<Mermaid> {
  if (!port)
    throw new Error(
      'a diagram `npm run gen` has not drawn yet is drawn in the browser under `npm run dev` (not plain `next dev`); `npm run gen` draws its images',
    );
  const url = devServerUrl(window.location, port, DEV_MERMAID_PATH + DEV_MERMAID_ENTRY);
  const module = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as { default: Mermaid };
  return module.default;
}

/**
 * Draws a diagram in the browser, for a diagram `npm run gen` has not drawn yet (a writer's new
 * diagram under `npm run dev`; see Mermaid.tsx). The renderer (mermaid itself, the largest
 * package a page could load) loads only once the diagram scrolls into view, inside a `LazyPart`,
 * so a failed download shows an error box with Retry instead of an empty space.
 */
export function MermaidLive({ chart, devServerPort }: { chart: string; devServerPort?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const load = useCallback(async (): Promise<{ default: ComponentType<{ chart: string }> }> => {
    const mermaid = await loadMermaid(devServerPort);
    return { default: (props) => <MermaidDiagram {...props} mermaid={mermaid} /> };
  }, [devServerPort]);
  return (
    <div ref={ref} className="sg-mermaid">
      {visible ? <LazyPart load={load} props={{ chart }} label="This diagram" /> : null}
    </div>
  );
}
