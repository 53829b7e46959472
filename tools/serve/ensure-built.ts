/** Before the MCP and end-to-end tests (`npm run test:mcp`, `test:e2e`): build the site unless `out/` is already fresh. */
import { isBuildStale } from '../../postbuild/freshness.ts';
import { bin, run } from '../../generator/lib/run.ts';

if (isBuildStale()) {
  console.log('out/ is missing or older than the sources: building before the tests.');
  run(bin('tsx'), ['postbuild/build.ts']).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
} else {
  console.log('out/ is up to date: testing it as built.');
}
