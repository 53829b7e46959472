/** The API reference as a `npm run gen` section. */
import { generateApi } from './pipeline.ts';
import type { CliCommandLink } from './render/options.ts';
import type { FileRecord } from '../lib/files.ts';
import type { ApiModel } from './model.ts';
import type { CoverageFinding } from './coverage.ts';
import { EXTRA_API_ENV, mountApiRecords, parseExtraApi } from './mount.ts';
import { SCHEMA_DATA_DIR } from './schema-data.ts';

export const SITE_API_SPEC = 'openapi/sun-api.yaml';
export const SITE_API_CONTENT = 'content/api';
/** The site root: the description and its types are downloadable from `/openapi.*`. */
export const SITE_PUBLIC = 'public';
/** Environment variable the code samples read the key from, as the `sand` CLI does. */
export const SITE_AUTH_ENV = 'SAND_API_KEY';

/** One description's coverage report (coverage.ts) and the internal parts left out of it. */
export interface SpecCoverage {
  file: string;
  findings: CoverageFinding[];
  internal: string[];
}

export interface ApiSectionOutput {
  dir: string;
  records: FileRecord[];
  /** The directory is shared: write and compare only these files. */
  partial?: boolean;
  coverage?: SpecCoverage[];
}

const coverageOf = (file: string, result: { coverage: CoverageFinding[]; internal: string[] }): SpecCoverage => ({ file, findings: result.coverage, internal: result.internal });

/**
 * The site's API pages and downloads, or, with `specFile` and `out`, only the pages of another
 * spec written into `out` (nothing else touched).
 */
export async function apiSectionOutputs(options: {
  specFile?: string;
  out?: string;
  cliCommands?: Record<string, CliCommandLink[]> | Map<string, CliCommandLink[]>;
  /** Receives the model of the site's description, so other sections need not load it again. */
  onSiteModel?: (model: ApiModel) => void;
}): Promise<ApiSectionOutput[]> {
  if (options.specFile) {
    const result = await generateApi({ specFile: options.specFile, cliCommands: options.cliCommands });
    return [{ dir: options.out ?? SITE_API_CONTENT, records: result.pages, coverage: [coverageOf(options.specFile, result)] }];
  }
  const site = await generateApi({ specFile: SITE_API_SPEC, publish: true, authEnv: SITE_AUTH_ENV, cliCommands: options.cliCommands, schemaData: true });
  options.onSiteModel?.(site.model);
  let { pages, schemaData } = site;
  const { publicFiles } = site;
  const coverage = [coverageOf(SITE_API_SPEC, site)];
  const extra = parseExtraApi(process.env[EXTRA_API_ENV]);
  if (extra) {
    const mounted = await generateApi({ specFile: extra.specFile, routeBase: `/api/${extra.mount}`, authEnv: SITE_AUTH_ENV, schemaData: true, foreignLinks: true });
    pages = mountApiRecords(pages, mounted.pages, extra.mount, mounted.model.title);
    schemaData = [...schemaData, ...mounted.schemaData];
    coverage.push(coverageOf(extra.specFile, mounted));
  }
  // The schema data folder is the generator's alone: replaced whole, so no stale file stays.
  const dataRecords = schemaData.map((r) => ({ path: r.path.slice(`${SCHEMA_DATA_DIR}/`.length), content: r.content }));
  return [
    { dir: SITE_API_CONTENT, records: pages, coverage },
    { dir: SITE_PUBLIC, records: publicFiles, partial: true },
    { dir: `${SITE_PUBLIC}/${SCHEMA_DATA_DIR}`, records: dataRecords },
  ];
}
