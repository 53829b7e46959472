/**
 * The large-description generation target (docs/decisions.md, "Budgets", 2): `npm run gen` fresh
 * (no `.cache/`) on GitHub's REST description (`--api-spec`: one description's pages, the peer's
 * scope) is no slower and no larger in memory than docusaurus-openapi-docs' `gen-api-docs` on the
 * same file, measured back to back in one run; an unchanged rerun of the site with it mounted takes
 * at most a second. The pure parts: the peer's pinned packages and scratch
 * site, the verdicts, and what a run's output says.
 */
import { MB, seconds } from './figures.ts';

/**
 * The peer, pinned: the plugin's current stable release and the Docusaurus it asks for (its peer
 * dependencies want `^3.10.0`). A change here installs the new set in a folder of its own.
 */
export const PEER_PACKAGES = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  'docusaurus-plugin-openapi-docs': '5.2.0',
  react: '19.2.0',
  'react-dom': '19.2.0',
} as const;

/** The folder under `.cache/` the peer's install is kept in, named by its versions. */
export const peerInstallName = (packages: Record<string, string> = PEER_PACKAGES) =>
  `docusaurus-${packages['@docusaurus/core']}-openapi-docs-${packages['docusaurus-plugin-openapi-docs']}`;

/** Where the peer writes the pages, inside its site. */
export const PEER_OUTPUT_DIR = 'docs/github';
/** The plugin's id for the description, the argument of `gen-api-docs`. */
export const PEER_API_ID = 'github';

/**
 * The scratch Docusaurus site's files: the classic preset's docs (the plugin writes into a docs
 * plugin's folder) and the plugin reading `specFile`, pages grouped by tag as its docs show.
 */
export function peerSiteFiles(specFile: string): Record<string, string> {
  const config = {
    title: 'gen-api-docs peer',
    url: 'http://localhost',
    baseUrl: '/',
    presets: [['classic', { docs: { sidebarPath: './sidebars.js', docItemComponent: '@theme/ApiItem' }, blog: false }]],
    plugins: [
      [
        'docusaurus-plugin-openapi-docs',
        {
          id: 'api',
          docsPluginId: 'classic',
          config: {
            [PEER_API_ID]: { specPath: specFile, outputDir: PEER_OUTPUT_DIR, sidebarOptions: { groupPathsBy: 'tag' } },
          },
        },
      ],
    ],
  };
  return {
    'package.json': `${JSON.stringify({ name: 'gen-api-docs-peer', private: true, dependencies: PEER_PACKAGES }, null, 2)}\n`,
    'docusaurus.config.js': `module.exports = ${JSON.stringify(config, null, 2)};\n`,
    'sidebars.js': 'module.exports = { docs: [] };\n',
  };
}

/** The rerun's skip, as `npm run gen` says it (generator/gen.ts). */
export const wasSkipped = (output: string) =>
  /^generated pages are up to date \(inputs and generated files/m.test(output);

/** One generator run as the bench reads it (tools/bench/measure.ts). */
export interface GenRun {
  seconds: number;
  cpuSeconds: number | null;
  peakBytes: number | null;
}

/** An unchanged rerun takes at most this long. */
export const RERUN_LIMIT_SECONDS = 1;

export interface GenPeerVerdict {
  target: string;
  /** Ours and the peer's figures side by side. */
  reading: string;
  /** Null: not judged (no memory figure where /proc is missing). */
  met: boolean | null;
}

const cpu = (run: GenRun) => (run.cpuSeconds === null ? '' : ` (CPU ${seconds(run.cpuSeconds)})`);

/** One verdict per target: fresh time and peak memory against the peer's, and the unchanged rerun. */
export function genPeerVerdicts(ours: GenRun, rerun: GenRun, peer: GenRun): GenPeerVerdict[] {
  const peaks = ours.peakBytes !== null && peer.peakBytes !== null;
  return [
    {
      target: "fresh gen time ≤ the peer's",
      reading: `ours ${seconds(ours.seconds)}${cpu(ours)}, peer ${seconds(peer.seconds)}${cpu(peer)}`,
      met: ours.seconds <= peer.seconds,
    },
    {
      target: "fresh gen peak memory ≤ the peer's",
      reading: peaks
        ? `ours ${MB(ours.peakBytes!)}, peer ${MB(peer.peakBytes!)}`
        : 'no peak figure (no /proc on this host)',
      met: peaks ? ours.peakBytes! <= peer.peakBytes! : null,
    },
    {
      target: `unchanged rerun ≤ ${RERUN_LIMIT_SECONDS} s`,
      reading: `ours ${rerun.seconds.toFixed(2)} s${cpu(rerun)}`,
      met: rerun.seconds <= RERUN_LIMIT_SECONDS,
    },
  ];
}
