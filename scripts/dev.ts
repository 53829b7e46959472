/**
 * `npm run dev`: generate the pages, then run `next dev`; while it runs, a saved change under
 * `openapi/` or `cli-spec/` regenerates them (Next picks up the new MDX by itself). A spec that
 * fails shows its error in the terminal and, through a local event stream, on the open pages.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { bin } from './lib/run.ts';
import { regenerate } from './dev/regenerate.ts';
import { startStatusServer } from './dev/status-server.ts';
import { watchSpecs } from './dev/watch-specs.ts';

const WATCHED = ['openapi', 'cli-spec'];

async function main() {
  const status = await startStatusServer(Number(process.env.SG_DEV_STATUS_PORT ?? 0));
  let running = Promise.resolve();
  const queue = (changed: string[], reason: string) => {
    running = running.then(async () => {
      console.log(`[gen] ${reason}: regenerating`);
      // The API changelog shows what the edits change since the current release ("Unreleased").
      const result = await regenerate(changed, ['--unreleased']);
      if (!result.ok) console.error('[gen] failed; the previous pages stay in place until the spec is fixed (the browser shows the error too).');
      status.publish(result);
    });
    return running;
  };
  await queue([], 'start');
  watchSpecs(WATCHED.filter((dir) => fs.existsSync(dir)), (files) => void queue(files, `${files.join(', ')} changed`));
  const next = spawn(bin('next'), ['dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_SG_DEV_STATUS_PORT: String(status.port) },
  });
  next.on('exit', (code) => process.exit(code ?? 0));
}

main();
