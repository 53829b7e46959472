import nextra from 'nextra';
import { nextraOptions } from './nextra-options.mjs';

const withNextra = nextra(nextraOptions);

export default withNextra({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Next type-checks the site's own code; scripts and tests are checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  turbopack: {
    resolveAlias: {
      // ```mermaid blocks render through our renderer, which shows an error box with Retry when
      // mermaid's code fails to load (the theme's own renders nothing then).
      '@theguild/remark-mermaid/mermaid': './components/behaviour/Mermaid.tsx',
    },
  },
});
