/**
 * The direction of imports (ARCHITECTURE.md, "Layers"): tools → postbuild → generator → shared, and
 * app → components → shared. `npm run lint:deps` (part of `npm test`) fails on a wrong import, naming
 * the file, the import and the rule.
 */
const TESTS = '(\\.test\\.tsx?|/test-helpers\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle: the one intended is the lazy schema tree, which loads its own deeper levels.',
      severity: 'error',
      from: { pathNot: '^components/api/(SchemaView|LazyFields|LazySchemaTree)\\.tsx$' },
      to: { circular: true },
    },
    {
      name: 'no-nextra-pages',
      comment:
        "nextra/pages holds importPage's require of content/${file}: a route importing it, for any of its functions, bundles every file under content/ (app/_lib/section-pages.ts lists a route's pages instead).",
      severity: 'error',
      from: { path: '^(app|components|shared)/|^(mdx-components|theme\\.config)' },
      to: { path: '^nextra/pages$|node_modules/nextra/dist/client/pages\\.js$' },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment:
        'shared/ is browser-safe code both sides import: it imports only shared/ and packages, never a generated file.',
      severity: 'error',
      from: { path: '^shared/', pathNot: TESTS },
      to: {
        path: '^(app|components|generator|postbuild|tools|tests|content|public)/|^(site|theme)\\.config|^mdx-components',
      },
    },
    {
      name: 'generator-below-postbuild-and-tools',
      comment: 'The generator (specs in, file records out) imports only itself, shared/ and the site config.',
      severity: 'error',
      from: { path: '^generator/', pathNot: TESTS },
      to: { path: '^(postbuild|tools|app|components|tests)/' },
    },
    {
      name: 'postbuild-below-tools',
      comment: 'The steps after the build import the generator and shared/, never a tool or the site.',
      severity: 'error',
      from: { path: '^postbuild/', pathNot: TESTS },
      to: { path: '^(tools|app|components|tests)/' },
    },
    {
      name: 'nothing-imports-the-tools',
      comment:
        'A tool (dev, mcp, bench, api-diff, serve, deploy, install) is an entry point: only tests and tools/lib users import it.',
      severity: 'error',
      from: { pathNot: '^(tools/|tests/)' },
      to: { path: '^tools/' },
    },
    {
      name: 'one-tool-does-not-import-another',
      comment: 'Tools share code through tools/lib (or a lower layer), not through each other.',
      severity: 'error',
      from: { path: '^tools/([^/]+)/', pathNot: TESTS },
      to: { path: '^tools/([^/]+)/', pathNot: ['^tools/lib/', '^tools/$1/'] },
    },
    {
      name: 'site-below-nothing-node',
      comment:
        'The site (app/, components/, the theme) runs in the browser and in Next: it never imports the generator, the post-build steps or the tools.',
      severity: 'error',
      from: { path: '^(app|components)/|^(theme\\.config|mdx-components)', pathNot: TESTS },
      to: { path: '^(generator|postbuild|tools|tests)/' },
    },
    {
      name: 'components-below-app',
      comment: 'Components take plain data as props; they do not reach into the routes.',
      severity: 'error',
      from: { path: '^components/', pathNot: TESTS },
      to: { path: '^app/' },
    },
    {
      name: 'node-code-not-the-site',
      comment:
        'Node-side code reads the site only through shared/ and the generated files; tests may render through components.',
      severity: 'error',
      from: { path: '^(generator|postbuild|tools)/', pathNot: TESTS },
      to: { path: '^(app|components)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|fixtures|\\.next|out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
    // A rerun with unchanged files reads its result back (a third of the time); by content, not git
    // status, so a fresh clone and a dirty tree both get a right answer.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
