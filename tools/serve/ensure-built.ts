/** Before the end-to-end tests: build the site unless `out/` is already fresh. */
import { isBuildStale } from '../../postbuild/freshness.ts';
import { bin, run } from '../../generator/lib/run.ts';

if (isBuildStale()) {
  console.log('out/ is missing or older than the sources: building before the end-to-end tests.');
  run(bin('tsx'), ['postbuild/build.ts']).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
} else {
  console.log('out/ is up to date: testing it as built.');
}
