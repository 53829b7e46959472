/**
 * `npm run dev`: generate the pages, then run `next dev`; while it runs, a change under
 * `openapi/` or `cli-spec/` regenerates them (Next picks up the new MDX by itself).
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { bin, run } from './lib/run.ts';

const WATCHED = ['openapi', 'cli-spec'];

async function regenerate(reason: string) {
  console.log(`[gen] ${reason}: regenerating`);
  try {
    await run(bin('tsx'), ['scripts/gen.ts']);
  } catch {
    console.error('[gen] failed; the previous pages stay in place until the spec is fixed.');
  }
}

async function main() {
  await regenerate('start');
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  for (const dir of WATCHED) {
    if (!fs.existsSync(dir)) continue;
    fs.watch(dir, { recursive: true }, (_event, file) => {
      clearTimeout(timer);
      // Editors write several times per save; wait for them to settle.
      timer = setTimeout(() => {
        running = running.then(() => regenerate(`${dir}/${file ?? ''} changed`));
      }, 300);
    });
  }
  const next = spawn(bin('next'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit' });
  next.on('exit', (code) => process.exit(code ?? 0));
}

main();
