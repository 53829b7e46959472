/** `npm start`: build when `out/` is missing or older than its sources, then serve it. */
import { isBuildStale } from '../../postbuild/freshness.ts';
import { bin, run } from '../../generator/lib/run.ts';

const port = process.env.PORT ?? '3000';

async function main() {
  if (isBuildStale()) {
    console.log('out/ is missing or older than the sources: building first.');
    await run(bin('tsx'), ['postbuild/build.ts']);
  } else {
    console.log('out/ is up to date.');
  }
  console.log(`Serving the site on http://localhost:${port}`);
  await run(bin('serve'), ['out', '--listen', port, '--no-clipboard']);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
