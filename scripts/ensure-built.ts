/** Before the end-to-end tests: build the site unless `out/` is already fresh. */
import { isBuildStale } from './lib/freshness.ts';
import { bin, run } from './lib/run.ts';

if (isBuildStale()) {
  console.log('out/ is missing or older than the sources: building before the end-to-end tests.');
  run(bin('tsx'), ['scripts/build.ts']).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
} else {
  console.log('out/ is up to date: testing it as built.');
}
