/**
 * The modules inside Turbopack's production chunks, so a figure can name what part of a page's
 * JS a feature costs. A chunk is one `(globalThis.TURBOPACK ||= []).push([script, id, factory, …])`
 * call (several ids before one factory are aliases of one module); running it in an empty context only collects the array (no factory runs), and each
 * factory's source text is that module's minified code.
 */
import vm from 'node:vm';
import { gzipSize } from './page-weight.ts';

export interface ChunkModule {
  id: number;
  source: string;
}

/** The modules of one chunk's code; a chunk that is not a Turbopack module list (its runtime) has none. */
export function chunkModules(code: string): ChunkModule[] {
  const pushed: unknown[][] = [];
  const context = vm.createContext({ TURBOPACK: { push: (entry: unknown[]) => pushed.push(entry) } });
  context.globalThis = context;
  try {
    vm.runInContext(code, context, { timeout: 1_000 });
  } catch {
    // The runtime chunk expects a browser; it holds no modules to attribute.
    return [];
  }
  const modules: ChunkModule[] = [];
  for (const entry of pushed) {
    // After the script: one or more ids (aliases of one module), then its factory.
    let ids: number[] = [];
    for (const item of entry.slice(1)) {
      if (typeof item === 'number') ids.push(item);
      else if (typeof item === 'function' && ids.length) {
        modules.push({ id: ids[0], source: String(item) });
        ids = [];
      }
    }
  }
  return modules;
}

/**
 * The gzip size of the modules whose code contains one of `markers` (text only that feature has,
 * such as its labels), counted once per module id however many chunks repeat it.
 */
export function featureBytes(chunks: string[], markers: string[]): { modules: number; gzipBytes: number } {
  const matched = new Map<number, string>();
  for (const code of chunks) {
    for (const { id, source } of chunkModules(code)) {
      if (markers.some((marker) => source.includes(marker))) matched.set(id, source);
    }
  }
  const gzipBytes = [...matched.values()].reduce((total, source) => total + gzipSize(Buffer.from(source)), 0);
  return { modules: matched.size, gzipBytes };
}
