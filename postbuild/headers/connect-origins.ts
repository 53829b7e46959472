/**
 * Which pages may connect where: every generated page with a request builder, by route, with the
 * origins of its servers and OAuth endpoints (from the section models `npm run gen` wrote under
 * `content/`), plus the sources the site adds to every operation page (`site.config.ts`,
 * `tryIt.connectSources`). Other pages keep `connect-src 'self'`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SECTION_MODEL_FILE, findComponent } from '../../shared/page-model.ts';
import { readJsonFile, readSectionModel } from '../../shared/section-model-files.ts';
import { isConnectSource, tryItConnectOrigins } from '../../shared/api/try-it/connect-sources.ts';
import type { TryItOperation } from '../../shared/api/try-it/types.ts';

/** Every section model file under `contentDir` (the API, a mounted API, older API releases, the CLI). */
function modelFiles(contentDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name === SECTION_MODEL_FILE) found.push(child);
    }
  };
  if (fs.existsSync(contentDir)) walk(contentDir);
  return found.sort();
}

/** The sources the site adds, checked: a wrong one names the setting and the fix, and stops the build. */
function checkedSiteSources(sources: readonly string[]): string[] {
  for (const source of sources) {
    if (!isConnectSource(source)) {
      throw new Error(
        `site.config.ts (tryIt.connectSources): "${source}" is not an origin a Content-Security-Policy can list; write a scheme, a host and an optional port, e.g. https://api.staging.example.com or http://localhost:*`,
      );
    }
  }
  return [...sources];
}

/** Route → what its `connect-src` adds to `'self'`, for every page with a request builder. */
export function pageConnectSources(contentDir: string, siteSources: readonly string[]): Map<string, string[]> {
  const extra = checkedSiteSources(siteSources);
  const byRoute = new Map<string, string[]>();
  for (const file of modelFiles(contentDir)) {
    const model = readSectionModel(path.dirname(file), readJsonFile);
    for (const [route, page] of Object.entries(model?.pages ?? {})) {
      const tryIt = findComponent(page.blocks, 'ApiTryIt');
      if (!tryIt) continue;
      const origins = tryItConnectOrigins(tryIt.props.data as TryItOperation);
      byRoute.set(route, [...new Set([...origins, ...extra])]);
    }
  }
  return byRoute;
}
