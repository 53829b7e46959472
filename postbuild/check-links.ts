/** `npx tsx postbuild/check-links.ts [DIR]`: the build's internal link check, on its own, over an existing export. */
import { site } from '../site.config.ts';
import { linkCheckGate } from './gates/run-gates.ts';

linkCheckGate(process.argv[2] ?? 'out', site.url).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
