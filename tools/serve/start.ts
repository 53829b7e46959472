/** `npm start`: build when `out/` is missing or older than its sources, then serve it. */
import { isBuildStale } from '../../postbuild/freshness.ts';
import { bin, run } from '../../generator/lib/run.ts';
import { parseCommandLine, type Command } from '../../generator/lib/command-line.ts';

const port = process.env.PORT ?? '3000';

const START: Command = {
  name: 'npm start',
  usage: `usage: npm start            (PORT=3001 npm start for another port)

  Builds the site when out/ is missing or older than its sources (npm run build), then serves
  out/ on http://localhost:3000 as a static host would.

  -h, --help  this text`,
};

async function main() {
  const parsed = parseCommandLine(START, { args: process.argv.slice(2), options: {} });
  if (typeof parsed === 'number') process.exit(parsed);
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
