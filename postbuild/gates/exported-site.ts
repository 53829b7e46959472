/** The export, read once per build process and shared by the files written into it and the gates. */
import { readSite, type SitePages } from './links.ts';

const cache = new Map<string, SitePages>();

export function exportedSite(outDir: string): SitePages {
  if (!cache.has(outDir)) cache.set(outDir, readSite(outDir));
  return cache.get(outDir)!;
}
