import os from 'node:os';
import nextra from 'nextra';
import { nextraOptions } from './nextra-options.mjs';

const withNextra = nextra(nextraOptions);

/**
 * Every address `next dev` answers on besides localhost: 127.0.0.1 and this machine's network
 * addresses (the one Next prints, to preview on a phone). Next blocks cross-origin requests for
 * its dev resources, the hot-reload socket included, from any host not listed, so a page opened
 * there would show a save only when it reloads itself.
 */
const devOrigins = () => [
  ...new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4')
      .map((address) => address.address),
  ),
];

export default withNextra({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  allowedDevOrigins: devOrigins(),
  experimental: {
    // Every page of a section loads the same chunks, so fewer, larger files cost nothing on the
    // next page and save round trips on the first: fewer script requests before hydration, and
    // hydration sooner on a slow network (docs/performance-log.md, "Kept for speed").
    turbopackChunking: { minChunkSize: 500_000, maxMergeChunkSize: 2_000_000 },
  },
  // Next type-checks the site's own code; the generator, tools and tests are checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  turbopack: {
    resolveAlias: {
      // ```mermaid blocks render through our renderer, which shows an error box with Retry when
      // mermaid's code fails to load (the theme's own renders nothing then).
      '@theguild/remark-mermaid/mermaid': './components/behaviour/Mermaid.tsx',
    },
  },
});
