/**
 * `npm run dev`: generate the pages (skipped when nothing changed since the last run:
 * generator/cache/), then run `next dev`; while it runs, a saved change under `openapi/` or
 * `cli-spec/` regenerates them in this process (tools/dev/regenerate.ts), writing only the
 * files whose bytes change, and Next reloads the open page. A spec that fails shows its error in
 * the terminal and, through a local event stream, on the open pages.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { bin } from '../../generator/lib/run.ts';
import { regenerate, warmUp } from './regenerate.ts';
import { DEV_GEN_ARGS } from '../lib/dev-process.ts';
import { startStatusServer } from './status-server.ts';
import { watchSpecs } from './watch-specs.ts';
import { openedPage, warmRoutes } from './warm-bundler.ts';
import { siteRunCache } from '../../generator/cache/site-run.ts';
import { GENERATED_CONTENT } from '../../generator/lib/generated-content.ts';
import { parseCommandLine, type Command } from '../../generator/lib/command-line.ts';
import { EXTRA_API_ENV, parseExtraApi } from '../../generator/openapi/mount.ts';
import { checkBundlerCache } from '../lib/bundler-cache.ts';

/** What a save regenerates for: the specs, and a mounted API's description wherever it lies. */
function watchedPaths(): string[] {
  const mounted = parseExtraApi(process.env[EXTRA_API_ENV])?.specFile;
  return ['openapi', 'cli-spec', ...(mounted ? [mounted] : [])].filter((entry) => fs.existsSync(entry));
}

const DEV: Command = {
  name: 'npm run dev',
  usage: `usage: npm run dev [-- -p PORT] [-H HOST]

  Generates the pages (skipped when nothing changed), then runs next dev; a saved change under
  openapi/, cli-spec/ or a mounted API's description regenerates, and the open page reloads. A spec that
  fails shows its error in the terminal and on the open pages.

  -p, --port PORT      the port next dev listens on (default 3000)
  -H, --hostname HOST  the address next dev listens on
  -h, --help           this text`,
};

async function main() {
  const parsed = parseCommandLine(DEV, {
    args: process.argv.slice(2),
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  });
  if (typeof parsed === 'number') process.exit(parsed);
  const { port, hostname } = parsed.values;
  const nextArgs = [...(port ? ['-p', port] : []), ...(hostname ? ['-H', hostname] : [])];
  const emptied = checkBundlerCache('.next/dev/cache', '.cache/dev/bundler-cache.json');
  if (emptied) console.log(emptied);
  const status = await startStatusServer(Number(process.env.SG_DEV_STATUS_PORT ?? 0), hostname);
  let running = Promise.resolve();
  const queue = (changed: string[], reason: string) => {
    running = running.then(async () => {
      const started = Date.now();
      console.log(`[gen] ${reason}: regenerating`);
      // The pages open now are written first (the reader sees the save sooner), then the rest.
      const result = await regenerate(changed, DEV_GEN_ARGS, {
        routes: status.openPages(),
        refresh: status.publish,
        renderedSince: status.renderedSince,
      });
      if (!result.ok)
        console.error(
          '[gen] failed; the previous pages stay in place until the spec is fixed (the browser shows the error too).',
        );
      else console.log(`[gen] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      status.publish(result);
    });
    return running;
  };
  const skipsStart = siteRunCache({ generatedContent: GENERATED_CONTENT, unreleased: true }).unchanged() !== undefined;
  await queue([], 'start');
  watchSpecs(watchedPaths(), (files) => void queue(files, `${files.join(', ')} changed`));
  const next = spawn(bin('next'), ['dev', ...nextArgs], {
    stdio: 'inherit',
    env: { ...process.env, SG_DEV_STATUS_PORT: String(status.port) },
  });
  next.on('exit', (code) => process.exit(code ?? 0));
  // Once a page is open in a browser (not while Next compiles the first one), before the first
  // save needs them: a skipped start left the generator's in-memory caches empty, and the
  // bundler's first compile after a start costs seconds (warm-bundler.ts). In the queue, so a
  // save waits for them instead of racing them.
  const opened = openedPage(await status.firstPage);
  running = running.then(async () => {
    const started = Date.now();
    if (skipsStart) await warmUp(DEV_GEN_ARGS);
    const bundler = await warmRoutes(`http://${hostname ?? 'localhost'}:${port ?? process.env.PORT ?? 3000}`, opened);
    const what = [skipsStart ? 'generator' : '', bundler ? 'bundler' : ''].filter(Boolean).join(' and ');
    if (what) console.log(`[gen] caches warmed (${what}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

main();
