/**
 * The Markdown twins step of `npm run build`, run alone on the existing `out/` (it rewrites the
 * same files): `npm run bench` times it as the build time the twins add.
 */
import { writeMarkdownTwins } from '../../postbuild/export-files/write.ts';
import { site } from '../../site.config.ts';

writeMarkdownTwins('out', site.url).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
